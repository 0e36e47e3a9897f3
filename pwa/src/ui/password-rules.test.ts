import { NEW_PASSWORD_SAME, PASSWORD_MESSAGES, PASSWORD_TOO_SHORT } from '@mcs/shared';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_MISSING,
  NEW_PASSWORD_MISSING,
  PASSWORDS_DIFFER,
  passwordChangeErrors,
} from './password-rules.ts';

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('passwordChangeErrors', () => {
  it('accepts a new password long enough, different from the current one and confirmed', () => {
    expect(passwordChangeErrors(change('Ab3dEf7hJk9m', 'Kaveri river 2026'))).toEqual({});
  });

  it("names each field's first problem in the shared wording", () => {
    expect(passwordChangeErrors(change('', ''))).toEqual({
      currentPassword: CURRENT_PASSWORD_MISSING,
      newPassword: NEW_PASSWORD_MISSING,
    });
    expect(passwordChangeErrors(change('old-one', '12345')).newPassword).toBe(PASSWORD_TOO_SHORT);
    expect(passwordChangeErrors(change('old-one', '        ')).newPassword).toBe(
      PASSWORD_MESSAGES.onlySpaces,
    );
    expect(passwordChangeErrors(change('same-pass', 'same-pass')).newPassword).toBe(
      NEW_PASSWORD_SAME,
    );
    expect(passwordChangeErrors(change('old-one', 'Kaveri river 2026', 'Kaveri river'))).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
    });
  });
});
