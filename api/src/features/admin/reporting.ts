// Small pure helpers the admin and contact services share: India-time calendar boundaries,
// percent changes and LIKE patterns. (Paging arithmetic is in @mcs/shared: pageInfo.)

// India has one zone and no daylight saving, so "this month" and "today" for the admin are fixed
// offsets from UTC. Using the server's own zone would move the boundary with the host.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

function istParts(now: Date): { year: number; month: number; day: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
  };
}

const istMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - IST_OFFSET_MS);

/** Start of the India-time calendar month `offset` months from the one holding `now`. */
export function istMonthStart(now: Date, offset = 0): Date {
  const { year, month } = istParts(now);
  return istMidnight(year, month + offset, 1);
}

export function istDayStart(now: Date): Date {
  const { year, month, day } = istParts(now);
  return istMidnight(year, month, day);
}

/** `%text%` for a case-insensitive LIKE with `\` as the escape, so `%` and `_` match literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Percent change, one decimal; null when there is nothing to compare against. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
