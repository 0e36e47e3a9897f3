// The partner's words (desk, dashboard, sign-in): English ships with the code, Hindi and Bengali
// load as their own chunks only when chosen.
import { defineCatalog } from '../../../i18n';
import { en } from './en';

export const deskText = defineCatalog('desk', en, {
  hi: () => import('./hi'),
  bn: () => import('./bn'),
});
