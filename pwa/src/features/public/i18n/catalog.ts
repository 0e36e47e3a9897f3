// The public site's frame (namespace `public`): English ships with the code, Hindi and Bengali
// load as their own chunks only when chosen.
import { defineCatalog } from '../../../i18n';
import { en } from './en.ts';

export const publicText = defineCatalog('public', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
