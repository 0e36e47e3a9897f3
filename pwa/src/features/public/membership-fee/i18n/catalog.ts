// The Membership Fee page's words (namespace `public.fee`): English ships with the page, Hindi and Bengali load as their own
// chunks only when chosen.
import { defineCatalog } from '../../../../i18n';
import { en } from './en.ts';

export const feeText = defineCatalog('public.fee', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
