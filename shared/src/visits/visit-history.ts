// The partner's own visit history as its desk searches it and downloads it for its accounts. No
// zod here: the desk's chunk reads these, and the request schemas live with the partner schemas.

/** A search is a member ID or a name: longer text is not one, and is refused rather than cut. */
export const VISIT_SEARCH_MAX_LENGTH = 60;

export const VISIT_SEARCH_TOO_LONG = `Search for a member ID or a name of at most ${VISIT_SEARCH_MAX_LENGTH} characters.`;

/** A CSV covers at most a year (a leap year's 366 days): an accounts period, never everything. */
export const VISITS_CSV_MAX_DAYS = 366;

/**
 * The most visits one file holds. Far above a clinic's year (the daily cap allows more only in
 * theory); a range holding more is refused with what to do, never cut short silently.
 */
export const VISITS_CSV_MAX_ROWS = 50_000;

export const VISITS_CSV_RANGE_REVERSED =
  'The start date must be on or before the end date. Please choose the dates again.';
export const VISITS_CSV_RANGE_TOO_LONG = `A file can cover at most ${VISITS_CSV_MAX_DAYS} days. Please choose a shorter range.`;
export const VISITS_CSV_TOO_MANY = `This range holds more than ${VISITS_CSV_MAX_ROWS.toLocaleString('en-IN')} visits. Please choose a shorter range.`;

const DAY_MS = 86_400_000;
const calendarDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * What is wrong with a range of calendar dates ('YYYY-MM-DD', both days included), or null. The
 * server refuses such a range and the desk's form says the same before asking.
 */
export function visitsCsvRangeIssue(from: string, to: string): string | null {
  const days = calendarDay(to) - calendarDay(from) + 1;
  if (days < 1) return VISITS_CSV_RANGE_REVERSED;
  if (days > VISITS_CSV_MAX_DAYS) return VISITS_CSV_RANGE_TOO_LONG;
  return null;
}

/** The calendar date in India holding `instant`, as 'YYYY-MM-DD'. */
export function indiaCalendarDate(instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD. Made when asked: most screens never need it.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(instant);
}

/** This month so far in India: the range the desk's download form starts with. */
export function monthSoFarInIndia(now: Date): { from: string; to: string } {
  const today = indiaCalendarDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
