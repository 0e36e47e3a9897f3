// The member sign-in's words in English, the source language (a namespace of its own: catalog.ts).
import { pageMeta } from '@mcs/shared/routes';

export const en = {
  'meta.title': pageMeta('/login').title,
  'meta.description': pageMeta('/login').description,
  'login.title': 'Member Login',
  'login.intro': 'Sign in to see your digital card, partners and visits.',
  'login.identifier': 'Email or Phone',
  'login.failed': 'Login failed',
  'login.forgot': 'Forgot password?',
} as const;
