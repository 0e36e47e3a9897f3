// The change of password's words (namespace `common.password`), shared by the member's and the
// partner's pages. Not in `common`: common's English ships in the home page's script, which no
// password form needs; these load with the form. Hindi and Bengali load as their own chunks only
// when chosen.
import { defineCatalog, type TextKey } from '../../i18n/index.ts';
import { en } from './en.ts';

export const passwordText = defineCatalog('common.password', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});

export type PasswordKey = TextKey<typeof en>;
