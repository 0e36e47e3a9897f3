// The change of password's words in English, the source language: one form for members and
// partners, and the new-password checks a password set from an e-mailed link follows too. Each
// value is the text the member's form showed before it was shared, letter for letter (the checks
// say what the shared password rules say).
export const en = {
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm new password',
  change: 'Change password',
  changing: 'Changing password...',
  failed: 'Could not change your password. Please try again.',
  needsServer:
    'No connection to the server. Your password can be changed once you are back online.',
  currentMissing: 'Please enter your current password.',
  newMissing: 'Please enter a new password.',
  differ: 'Passwords do not match',
  tooShort: 'Password must be at least {{min}} characters long',
  onlySpaces: 'Password cannot be only spaces.',
  same: 'Your new password must be different from your current one.',
  // The server's refusal of the current password, by its code (in English the server's own words).
  wrong:
    'Your current password is not correct. Please type it again, or sign out and ask for help.',
} as const;
