// The one rule for a new password, applied by partner registration (rule 9),
// admin registration, member enrolment and `npm run admin:create`, in the API and in the forms.
// The spec's own checks and messages come first (blank, then under 6 characters); this adds what
// the spec left open: a password of spaces only, and the most common passwords.
import { isCommonPassword } from './common-passwords.ts';
import { PASSWORD_MESSAGES } from './password-words.ts';

export * from './password-words.ts';

/** Why a password that is long enough must still be refused, or null when it may be used. */
export function weakPasswordProblem(password: string): string | null {
  if (password.trim() === '') return PASSWORD_MESSAGES.onlySpaces;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}
