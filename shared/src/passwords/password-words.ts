// The words and the minimum of the new-password rule, apart from the rule itself: a form that only
// needs these (the member's change of password) must not pull in the common-password list of
// password-rule.ts, about 400 KB that would otherwise be precached for every member.
export const PASSWORD_MIN_LENGTH = 6;
/** The spec's minimum for a new password, and its wording (admin registration's message). */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

export const PASSWORD_MESSAGES = {
  onlySpaces: 'Password cannot be only spaces.',
  common: 'This password is too common and easy to guess. Please choose a less common one.',
} as const;

export const NEW_PASSWORD_SAME = 'Your new password must be different from your current one.';
