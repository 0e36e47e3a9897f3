// What the change-password form (a member's or a partner's) and the page of an e-mailed
// set-password link check before sending: the checks a person can fix at once, in the shared
// wording. The common-password check stays on the server (its list is about 380 KB, too much for a
// phone to download for one form); its refusal is shown at the new password's field. The words
// are the reader's language's (English: the shared wording, letter for letter).
import { PASSWORD_MIN_LENGTH } from '@mcs/shared';
import { translate } from '../i18n/index.ts';
import { passwordText, type PasswordKey } from './i18n/catalog.ts';
import { en } from './i18n/en.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>;

export const CURRENT_PASSWORD_MISSING = en.currentMissing;
export const NEW_PASSWORD_MISSING = en.newMissing;
export const PASSWORDS_DIFFER = en.differ;

const say = (key: PasswordKey) => translate(passwordText, key, { min: PASSWORD_MIN_LENGTH });

/** The new password's and its confirmation's first problem, for setting or changing it. */
export function newPasswordErrors(
  fresh: string,
  again: string,
): Pick<PasswordErrors, 'newPassword' | 'confirmPassword'> {
  if (fresh === '') return { newPassword: say('newMissing') };
  if (fresh.length < PASSWORD_MIN_LENGTH) return { newPassword: say('tooShort') };
  if (fresh.trim() === '') return { newPassword: say('onlySpaces') };
  return again === fresh ? {} : { confirmPassword: say('differ') };
}

/** Each field's first problem; empty when the change may be sent. */
export function passwordChangeErrors(change: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (change.currentPassword === '') errors.currentPassword = say('currentMissing');
  const fresh = newPasswordErrors(change.newPassword, change.confirmPassword);
  if (fresh.newPassword) errors.newPassword = fresh.newPassword;
  else if (change.newPassword === change.currentPassword) errors.newPassword = say('same');
  else if (fresh.confirmPassword) errors.confirmPassword = fresh.confirmPassword;
  return errors;
}
