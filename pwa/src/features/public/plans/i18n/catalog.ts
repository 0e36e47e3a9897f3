// The plan cards' words (namespace `public.plans`): English ships with the page, Hindi and Bengali load as their own
// chunks only when chosen.
import { defineCatalog } from '../../../../i18n';
import { en } from './en.ts';

export const plansText = defineCatalog('public.plans', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
