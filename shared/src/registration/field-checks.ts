// What a registration's values must look like once every ordered rule has passed: a responsible
// person of working age whose birth date agrees with the age, an Indian phone number, addresses
// that are addresses, a pincode in the chosen state, hours that close after they open and days
// that read as a range. The ordered rules (rules.ts) only ask that these be given; the form runs
// these checks before it submits and the API runs them again, so a partner reads the same words.
import { DAYS } from '../reference/options.ts';
import type { PincodeDirectory } from '../reference/pincode-directory.ts';
import { pincodeStateProblem } from './pincode-regions.ts';

export const FIELD_CHECK_MESSAGES = {
  ageNotNumber: 'Please enter the age in whole years, for example 42.',
  ageRange: 'The responsible person must be between 18 and 100 years old.',
  dobUnreadable: 'Please enter the date of birth as a full date.',
  dobFuture: 'The date of birth must be in the past.',
  dobDisagrees: 'The date of birth does not match the age. Please check both.',
  phone:
    'Please enter an Indian phone number: 10 digits, optionally after +91 or 0. Mobile numbers start with 6, 7, 8 or 9.',
  contactEmail: 'Please enter a valid contact email address.',
  pincodeFormat: 'Please enter a 6-digit pincode.',
  pincodeUnknown: 'India Post has no such pincode. Please check the pincode.',
  closesBeforeOpening: 'The closing time must be after the opening time.',
  daysOrder:
    'Please choose the days as a range from the first day to the last, for example Monday to Saturday.',
} as const;

export const MIN_RESPONSIBLE_AGE = 18;
export const MAX_RESPONSIBLE_AGE = 100;
/** How far the age typed may differ from the one the birth date gives (a birthday this year). */
const AGE_SLACK_YEARS = 1;

export interface FieldCheckInput {
  responsibleAge: string;
  responsibleDOB: string;
  contactPhone: string;
  contactEmail: string;
  pincode: string;
  state: string;
  timeFrom: string;
  timeTo: string;
  dayFrom: string;
  dayTo: string;
}

export type FieldCheckId =
  | 'responsibleAge'
  | 'responsibleDOB'
  | 'contactPhone'
  | 'contactEmail'
  | 'pincode'
  | 'timeTo'
  | 'dayTo';

const M = FIELD_CHECK_MESSAGES;

/** A plain e-mail address: one @, no spaces, a dot in the domain, within the usual length. */
export function isEmailAddress(text: string): boolean {
  const value = text.trim();
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/**
 * The ten digits of an Indian phone number, or null: spaces and dashes are ignored, then an
 * optional +91, 91 or 0 before ten digits. A mobile starts with 6-9; a landline (STD code and
 * number, ten digits together) starts with 1-5 or 7-9 after the leading 0 is dropped, never 0.
 */
export function indianPhoneDigits(text: string): string | null {
  const compact = text.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([1-9]\d{9})$/.exec(compact);
  return match ? match[1]! : null;
}

/** '9:00 AM' → 540 minutes after midnight; null when it is not such a time. */
export function minutesOfDay(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0)) * 60 + minute;
}

const dayIndex = (day: string) => (DAYS as readonly string[]).indexOf(day.trim());

/** Today's date in India as YYYY-MM-DD. */
function indiaDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** Whole years from a YYYY-MM-DD birth date to a YYYY-MM-DD day. */
function yearsBetween(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The age in whole years today (in India) of someone born on a YYYY-MM-DD date; null if unreadable. */
export function ageFromBirthDate(birth: string, now: Date = new Date()): number | null {
  const date = calendarDate(birth);
  return date === null ? null : yearsBetween(date, indiaDate(now));
}

/** A real calendar date written YYYY-MM-DD (what a date field sends), or null. */
function calendarDate(text: string): string | null {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/**
 * The first value that does not hold and the field it belongs to, in the form's order. Given
 * India Post's directory (loaded on demand, see pincode-directory.ts), a pincode must also be in
 * it; the form checks that once the directory has arrived, the server always.
 */
export function firstFieldCheckFailure(
  input: FieldCheckInput,
  now: Date = new Date(),
  pincodes?: Pick<PincodeDirectory, 'has'>,
): { field: FieldCheckId; message: string } | null {
  const ageText = input.responsibleAge.trim();
  if (!/^\d{1,3}$/.test(ageText)) return { field: 'responsibleAge', message: M.ageNotNumber };
  const age = Number(ageText);
  if (age < MIN_RESPONSIBLE_AGE || age > MAX_RESPONSIBLE_AGE)
    return { field: 'responsibleAge', message: M.ageRange };

  const birth = calendarDate(input.responsibleDOB);
  if (birth === null) return { field: 'responsibleDOB', message: M.dobUnreadable };
  const today = indiaDate(now);
  if (birth >= today) return { field: 'responsibleDOB', message: M.dobFuture };
  if (Math.abs(yearsBetween(birth, today) - age) > AGE_SLACK_YEARS)
    return { field: 'responsibleDOB', message: M.dobDisagrees };

  if (indianPhoneDigits(input.contactPhone) === null)
    return { field: 'contactPhone', message: M.phone };
  if (!isEmailAddress(input.contactEmail))
    return { field: 'contactEmail', message: M.contactEmail };

  const pincode = input.pincode.trim();
  if (!/^[1-9]\d{5}$/.test(pincode)) return { field: 'pincode', message: M.pincodeFormat };
  const region = pincodeStateProblem(pincode, input.state);
  if (region !== null) return { field: 'pincode', message: region };
  if (pincodes && !pincodes.has(pincode)) return { field: 'pincode', message: M.pincodeUnknown };

  const opens = minutesOfDay(input.timeFrom);
  const closes = minutesOfDay(input.timeTo);
  if (opens !== null && closes !== null && closes <= opens)
    return { field: 'timeTo', message: M.closesBeforeOpening };

  const first = dayIndex(input.dayFrom);
  const last = dayIndex(input.dayTo);
  if (first !== -1 && last !== -1 && last < first) return { field: 'dayTo', message: M.daysOrder };
  return null;
}
