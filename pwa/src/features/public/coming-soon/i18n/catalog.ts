// The coming-soon notice's words (namespace `public.comingSoon`): English ships with the page, Hindi and Bengali load as their own
// chunks only when chosen.
import { defineCatalog } from '../../../../i18n';
import { en } from './en.ts';

export const comingSoonText = defineCatalog('public.comingSoon', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
