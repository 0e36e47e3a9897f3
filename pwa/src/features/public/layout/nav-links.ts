// The public navigation, in one place for the desktop bar, the mobile side menu and the
// journeys that check where every link goes.

export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Membership Fee', to: '/membership-fee' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact Us', to: '/contact' },
];

export const LOGIN_LINKS: readonly NavLink[] = [
  { label: 'Login as Member', to: '/login' },
  { label: 'Login as Partner', to: '/partner/login' },
];

export const REGISTER_LINKS: readonly NavLink[] = [
  { label: 'Register as Member', to: '/coming-soon' },
  { label: 'Register as Partner', to: '/partner/register' },
];

/** A menu left by the pointer closes after this delay. */
export const MENU_CLOSE_DELAY_MS = 200;
