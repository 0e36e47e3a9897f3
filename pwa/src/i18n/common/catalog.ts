import { defineCatalog } from '../catalog.ts';
import { en } from './en.ts';

/** The `common` namespace: words shared by every area. */
export const commonText = defineCatalog('common', en, {
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
});
