// Checks partner registration runs after the 23 ordered rules of rules.ts, which only ask
// that a login email and a website be given, not what they look like. The form runs these before
// it submits and the API runs them again, so a partner reads the same words either way.
import { z } from 'zod';

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

/** The first format failure of a registration that passed the ordered rules, and its field. */
export function registrationFormatFailure(input: {
  email: string;
  website: string;
}): { field: 'email' | 'website'; message: string } | null {
  // One that is not an address could never sign in.
  if (!loginEmailSchema.safeParse(input.email.trim()).success)
    return { field: 'email', message: FORMAT_MESSAGES.loginEmail };
  if (websiteLink(input.website) === null)
    return { field: 'website', message: FORMAT_MESSAGES.website };
  return null;
}

/** The first format failure of a registration that passed the ordered rules, or null. */
export function registrationFormatError(input: { email: string; website: string }): string | null {
  return registrationFormatFailure(input)?.message ?? null;
}
