// Dates as people in India read them. India has one zone (UTC+5:30, no daylight saving), so "this
// month", "today" and the shown date/time are computed there, whatever the server's own zone:
// using the host's zone would move the admin's and the partner's boundaries with the machine.
const IST_OFFSET_MS = 330 * 60_000;
const ZONE = 'Asia/Kolkata';

/** Whole days as milliseconds: validity periods and invite lifetimes are counted in days. */
export const DAY_MS = 86_400_000;

/** The instant `days` whole days after `from`, as ISO text. */
export function isoDaysAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString();
}

function indiaCalendar(now: Date): { year: number; month: number; day: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
  };
}

const indiaMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - IST_OFFSET_MS);

/** Start of the India-time calendar month `offset` months from the one holding `now`. */
export function indiaMonthStart(now: Date, offset = 0): Date {
  const { year, month } = indiaCalendar(now);
  return indiaMidnight(year, month + offset, 1);
}

/** Midnight in India at the start of the day holding `now`. */
export function indiaDayStart(now: Date): Date {
  const { year, month, day } = indiaCalendar(now);
  return indiaMidnight(year, month, day);
}

/** Midnight in India at the start of the calendar date 'YYYY-MM-DD' (a range a person chose). */
export function indiaDateStart(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return indiaMidnight(year ?? NaN, (month ?? NaN) - 1, day ?? NaN);
}

// Made once: toLocaleDateString builds a formatter on every call (tens of microseconds), which a
// file of a year's visits would pay twice per row.
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** e.g. '22/11/2026'. */
export function indiaDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** e.g. '10:30 am'. */
export function indiaTime(iso: string): string {
  return TIME_FORMAT.format(new Date(iso));
}

/** The India calendar date holding `instant`, as 'YYYY-MM-DD' (a chart's or file's key). */
export function indiaIsoDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
