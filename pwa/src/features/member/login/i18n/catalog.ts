// The member sign-in's words (namespace `member-login`): /login is a public page in the home page's
// script, which carries these five strings rather than the member app's whole catalog (i18n/ in
// features/member), which loads with the dashboard.
import { defineCatalog } from '../../../../i18n/index.ts';
import { en } from './en.ts';

export const memberLoginText = defineCatalog('member-login', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
