// The one rule for a new password, applied by partner registration (rule 9),
// admin registration, member enrolment and `npm run admin:create`, in the API and in the forms.
// The spec's own checks and messages come first (blank, then under 6 characters); this adds what
// the spec left open: a password of spaces only, and the most common passwords.
import { isCommonPassword } from './common-passwords.ts';

/** The spec's minimum for a new password, and its wording (admin registration's message). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

export const PASSWORD_MESSAGES = {
  onlySpaces: 'Password cannot be only spaces.',
  common: 'This password is too common and easy to guess. Please choose a less common one.',
} as const;

/** Why a password that is long enough must still be refused, or null when it may be used. */
export function weakPasswordProblem(password: string): string | null {
  if (password.trim() === '') return PASSWORD_MESSAGES.onlySpaces;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}
