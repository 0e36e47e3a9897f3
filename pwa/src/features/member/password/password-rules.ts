// What the change-password form checks before sending: the checks the member can fix at once, in
// the shared wording. The common-password check stays on the server (its list is about 380 KB, too
// much for a phone to download for one form); its refusal is shown at the new password's field.
import {
  NEW_PASSWORD_SAME,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from '@mcs/shared';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>;

export const CURRENT_PASSWORD_MISSING = 'Please enter your current password.';
export const NEW_PASSWORD_MISSING = 'Please enter a new password.';
export const PASSWORDS_DIFFER = 'Passwords do not match';

/** Each field's first problem; empty when the change may be sent. */
export function passwordChangeErrors(change: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (change.currentPassword === '') errors.currentPassword = CURRENT_PASSWORD_MISSING;
  const fresh = change.newPassword;
  if (fresh === '') errors.newPassword = NEW_PASSWORD_MISSING;
  else if (fresh.length < PASSWORD_MIN_LENGTH) errors.newPassword = PASSWORD_TOO_SHORT;
  else if (fresh.trim() === '') errors.newPassword = PASSWORD_MESSAGES.onlySpaces;
  else if (fresh === change.currentPassword) errors.newPassword = NEW_PASSWORD_SAME;
  if (!errors.newPassword && change.confirmPassword !== fresh)
    errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}
