// The public navigation, in one place for the desktop bar, the mobile side menu and the
// journeys that check where every link goes. Labels are keys of the public catalog.
import type { TextKey } from '../../../i18n';
import type { en } from '../i18n/en.ts';

export interface NavLink {
  label: TextKey<typeof en>;
  /** The English path: PageLink shows the reader's language's copy. */
  to: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.about', to: '/about' },
  { label: 'nav.howItWorks', to: '/how-it-works' },
  { label: 'nav.fee', to: '/membership-fee' },
  { label: 'nav.faq', to: '/faq' },
  { label: 'nav.contact', to: '/contact' },
];

export const LOGIN_LINKS: readonly NavLink[] = [
  { label: 'nav.loginMember', to: '/login' },
  { label: 'nav.loginPartner', to: '/partner/login' },
];

export const REGISTER_LINKS: readonly NavLink[] = [
  { label: 'nav.registerMember', to: '/coming-soon' },
  { label: 'nav.registerPartner', to: '/partner/register' },
];

/** A menu left by the pointer closes after this delay. */
export const MENU_CLOSE_DELAY_MS = 200;
