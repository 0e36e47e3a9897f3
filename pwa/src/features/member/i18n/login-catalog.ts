// The member sign-in's words (namespace `member-login`): five strings in the home page's script
// rather than the member app's whole catalog (catalog.ts), which the dashboard loads with itself.
import { defineCatalog } from '../../../i18n/index.ts';
import { en } from './login-en.ts';

export const memberLoginText = defineCatalog('member-login', en, {
  hi: () => import('./login-hi.ts'),
  bn: () => import('./login-bn.ts'),
});
