// The most common passwords, from the list zxcvbn-ts maintains (about 49,000 taken from leaked
// password sets, ranked by frequency). Refusing them stops the guesses an attacker tries first,
// which no length rule does: '123456' and 'password' are both long enough.
// The list is about 380 KB: only the modules that check a new password (the server, and the
// registration and admin forms, which are their own chunks) should pull this in.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/** True when `password`, ignoring case and surrounding spaces, is on the list. */
export function isCommonPassword(password: string): boolean {
  // Built on first use, not at import: a server start or a page that never checks pays nothing.
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}
