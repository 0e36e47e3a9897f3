// Checks partner registration runs after the 23 ordered rules of rules.ts, which only ask
// that a login email and a website be given, not what they look like. The form runs these before
// it submits and the API runs them again, so a partner reads the same words either way.
import { z } from 'zod';
import type { CleanRegistration } from './clean.ts';
import type { PincodeDirectory } from '../reference/pincode-directory.ts';
import { firstFieldCheckFailure, type FieldCheckId, type FieldCheckInput } from './field-checks.ts';

export const FORMAT_MESSAGES = {
  loginEmail: 'Please enter a valid login email address. You will use it to sign in.',
  website:
    'Please enter your website as a web address, for example https://www.yourclinic.in, or leave it blank.',
} as const;

const loginEmailSchema = z.email().max(254);

/**
 * The website as a safe link: blank stays blank, a bare host gains https://, and anything that is
 * not an http(s) address is refused (null). Members open it from the directory, so a
 * `javascript:` or `data:` "website" must never be stored.
 */
export function websiteLink(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  // A scheme is letters before a colon; a colon before digits is a port ("clinic.in:8080").
  const withScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') || /\s/.test(text)) return null;
  // Kept as typed when it is already a full address; otherwise in the URL's own spelling.
  return /^https?:\/\//i.test(withScheme) ? withScheme : url.href;
}

export type FormatInput = FieldCheckInput & { email: string; website: string };
export type FormatField = FieldCheckId | 'email' | 'website';

/** What the format checks read of a registration that passed the ordered rules. */
export function formatInputOf(clean: CleanRegistration): FormatInput {
  return {
    responsibleAge: clean.responsible.age,
    responsibleDOB: clean.responsible.dob,
    contactPhone: clean.contactPhone,
    contactEmail: clean.contactEmail,
    email: clean.email,
    website: clean.website,
    pincode: clean.pincode,
    state: clean.state,
    timeFrom: clean.timeFrom,
    timeTo: clean.timeTo,
    dayFrom: clean.dayFrom,
    dayTo: clean.dayTo,
  };
}

/**
 * The first format failure of a registration that passed the ordered rules, and its field: the
 * values' own checks (field-checks.ts), then the login email and the website.
 */
export function registrationFormatFailure(
  input: FormatInput,
  now: Date = new Date(),
  pincodes?: Pick<PincodeDirectory, 'has'>,
): { field: FormatField; message: string } | null {
  const values = firstFieldCheckFailure(input, now, pincodes);
  if (values) return values;
  // One that is not an address could never sign in.
  if (!loginEmailSchema.safeParse(input.email.trim()).success)
    return { field: 'email', message: FORMAT_MESSAGES.loginEmail };
  if (websiteLink(input.website) === null)
    return { field: 'website', message: FORMAT_MESSAGES.website };
  return null;
}

/** The first format failure of a registration that passed the ordered rules, or null. */
export function registrationFormatError(
  input: FormatInput,
  now?: Date,
  pincodes?: Pick<PincodeDirectory, 'has'>,
): string | null {
  return registrationFormatFailure(input, now, pincodes)?.message ?? null;
}
