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

/** The new password's and its confirmation's first problem, for setting or changing it. */
export function newPasswordErrors(
  fresh: string,
  again: string,
): Pick<PasswordErrors, 'newPassword' | 'confirmPassword'> {
  if (fresh === '') return { newPassword: NEW_PASSWORD_MISSING };
  if (fresh.length < PASSWORD_MIN_LENGTH) return { newPassword: PASSWORD_TOO_SHORT };
  if (fresh.trim() === '') return { newPassword: PASSWORD_MESSAGES.onlySpaces };
  return again === fresh ? {} : { confirmPassword: PASSWORDS_DIFFER };
}

/** Each field's first problem; empty when the change may be sent. */
export function passwordChangeErrors(change: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (change.currentPassword === '') errors.currentPassword = CURRENT_PASSWORD_MISSING;
  const fresh = newPasswordErrors(change.newPassword, change.confirmPassword);
  if (fresh.newPassword) errors.newPassword = fresh.newPassword;
  else if (change.newPassword === change.currentPassword) errors.newPassword = NEW_PASSWORD_SAME;
  else if (fresh.confirmPassword) errors.confirmPassword = fresh.confirmPassword;
  return errors;
}
