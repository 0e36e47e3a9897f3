// The words shown everywhere, in English (the source language): the shared UI parts (buttons,
// dialogs, pagination), the language switch, errors any screen can show. Each value is the text
// the app showed before it had other languages, letter for letter.
export const en = {
  'language.label': 'Language',
  'dialog.close': 'Close',
  'error.title': 'Something went wrong',
  'error.text': 'We encountered an unexpected error. Please try refreshing the page.',
  'error.retry': 'Try Again',
  'error.refresh': 'Refresh Page',
  install: 'Install app',
  'install.ios': "In Safari, tap the Share button, then 'Add to Home Screen'.",
  'list.retry': 'Retry',
  'list.failed': 'Could not load the latest data.',
  loading: 'Loading...',
  pages: 'Pages',
  'pages.previous': 'Previous',
  'pages.next': 'Next',
  'pages.page': 'Page {{page}}',
  password: 'Password',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  // The change of password, one form for members and partners, and the new-password rules a
  // password set from an e-mailed link follows too.
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.confirm': 'Confirm new password',
  'password.change': 'Change password',
  'password.changing': 'Changing password...',
  'password.failed': 'Could not change your password. Please try again.',
  'password.needsServer':
    'No connection to the server. Your password can be changed once you are back online.',
  'password.currentMissing': 'Please enter your current password.',
  'password.newMissing': 'Please enter a new password.',
  'password.differ': 'Passwords do not match',
  'password.tooShort': 'Password must be at least {{min}} characters long',
  'password.onlySpaces': 'Password cannot be only spaces.',
  'password.same': 'Your new password must be different from your current one.',
  // The server's refusal of the current password, by its code (in English the server's own words).
  'password.wrong':
    'Your current password is not correct. Please type it again, or sign out and ask for help.',
  signIn: 'Sign In',
  'signIn.busy': 'Signing in...',
  'toast.dismiss': 'Dismiss',
} as const;
