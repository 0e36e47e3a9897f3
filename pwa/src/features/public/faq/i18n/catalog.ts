// The FAQ page's words (namespace `public.faq`): English ships with the page, Hindi and Bengali load as their own
// chunks only when chosen.
import { defineCatalog } from '../../../../i18n';
import { en } from './en.ts';

export const faqText = defineCatalog('public.faq', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
