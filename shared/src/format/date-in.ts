// Dates are shown as Indians read them (22/11/2026) and in India's time zone, so a validity date
// stored as UTC midnight never shows as the previous day on a device set to another zone. Apart
// from pricing.ts, whose amounts the public pages show: only the signed-in areas show dates, so the
// home page's script does not carry this. Made on first use: a formatter costs a phone
// milliseconds to make, and the screens that import this do not all show a date at once.

import { madeOnce } from './made-once.ts';

const dateFormatIN = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

/** A date in en-IN form; '-' when the date is missing or cannot be read. */
export function formatDateIN(date: Date | string | number | null | undefined): string {
  if (date === null || date === undefined || date === '') return '-';
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? '-' : dateFormatIN().format(value);
}
