// The How It Works page's words (namespace `public.howItWorks`): English ships with the page, Hindi and Bengali load as their own
// chunks only when chosen.
import { defineCatalog } from '../../../../i18n';
import { en } from './en.ts';

export const howItWorksText = defineCatalog('public.howItWorks', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
