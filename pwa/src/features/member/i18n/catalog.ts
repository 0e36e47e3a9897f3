// The member app's words: English ships with the code, Hindi and Bengali load as their own chunks
// only when chosen.
import { defineCatalog, type TextKey } from '../../../i18n/index.ts';
import { en } from './en.ts';

export const memberText = defineCatalog('member', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});

/** A key t() takes: one of the catalog's, or the stem of a plural pair ('counter.covered'). */
export type MemberKey = TextKey<typeof en>;
