// The home page's words (namespace `public.home`): English ships with the page, Hindi and Bengali load as their own
// chunks only when chosen.
import { defineCatalog } from '../../../../i18n';
import { en } from './en.ts';

export const homeText = defineCatalog('public.home', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
