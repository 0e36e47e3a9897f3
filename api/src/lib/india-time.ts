// Dates as people in India read them. India has one zone (UTC+5:30, no daylight saving), so "this
// month" and the shown date/time are computed there, whatever the server's own zone.
const IST_OFFSET_MS = 330 * 60_000;
const ZONE = 'Asia/Kolkata';

/** The instant the current calendar month began in India, as ISO text. */
export function indiaMonthStart(now: Date): string {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS,
  ).toISOString();
}

/** e.g. '22/11/2026'. */
export function indiaDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    timeZone: ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/** e.g. '10:30 am'. */
export function indiaTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-IN', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
}
