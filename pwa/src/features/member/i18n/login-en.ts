// The member sign-in's words in English, the source language. A namespace of its own: /login is a
// public page in the home page's script, which must not carry the whole member app's words.
export const en = {
  'login.title': 'Member Login',
  'login.intro': 'Sign in to see your digital card, partners and visits.',
  'login.identifier': 'Email or Phone',
  'login.failed': 'Login failed',
  'login.forgot': 'Forgot password?',
} as const;
