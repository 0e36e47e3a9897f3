// The About page's words (namespace `public.about`): English ships with the page, Hindi and Bengali load as their own
// chunks only when chosen.
import { defineCatalog } from '../../../../i18n';
import { en } from './en.ts';

export const aboutText = defineCatalog('public.about', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
