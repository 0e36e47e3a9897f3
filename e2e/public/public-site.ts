// Page facts the public journeys check: each prerendered route with its heading and title, and
// the links each page must have (accessible name -> where it must go).

export interface PublicRoute {
  path: string;
  heading: string;
  title: RegExp;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/',
    heading: 'Save Up to 25% on Healthcare for Your Whole Family',
    title: /^MediCostSaver - Save Up to 25%/,
  },
  { path: '/about', heading: 'About MediCostSaver', title: /^About Us - MediCostSaver$/ },
  { path: '/how-it-works', heading: 'How It Works', title: /^How It Works - MediCostSaver$/ },
  { path: '/membership-fee', heading: 'Membership Fee', title: /^Membership Fee - ₹365\/Year/ },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    title: /^Frequently Asked Questions - MediCostSaver$/,
  },
  { path: '/contact', heading: 'Contact Us', title: /^Contact Us - MediCostSaver$/ },
  { path: '/coming-soon', heading: 'Membership Registration Opens Soon', title: /^Coming Soon/ },
  { path: '/login', heading: 'Member Login', title: /^Member Login - MediCostSaver$/ },
];

// The placeholder contact details the pages show (real ones come before launch).
const PHONE = '+91 98765 43210';
const PHONE_HREF = 'tel:+919876543210';
const EMAIL = 'support@medicostsaver.in';
const EMAIL_HREF = 'mailto:support@medicostsaver.in';

/** The Login and Get Started (Register on phones) menus of the navigation bar. */
export const MENU_LINKS: Record<string, string> = {
  'Login as Member': '/login',
  'Login as Partner': '/partner/login',
  'Register as Member': '/coming-soon',
  'Register as Partner': '/partner/register',
};

const NAV_BAR: Record<string, string> = {
  Home: '/',
  'About Us': '/about',
  'How It Works': '/how-it-works',
  'Membership Fee': '/membership-fee',
  FAQ: '/faq',
  'Contact Us': '/contact',
};

const FOOTER: Record<string, string> = {
  About: '/about',
  Pricing: '/membership-fee',
  Contact: '/contact',
  Register: '/coming-soon',
  Login: '/login',
  'Contact Support': '/contact',
  'Become a Partner': '/partner/register',
  'Partner Login': '/partner/login',
  [PHONE]: PHONE_HREF,
  [EMAIL]: EMAIL_HREF,
};

/** Links of the shared frame (navigation bar and footer), checked across the whole page. */
export const FRAME_LINKS: Record<string, string> = { ...NAV_BAR, ...FOOTER };

/** Links of each page's own content, checked inside <main>. */
export const SPEC_LINKS: Record<string, Record<string, string>> = {
  '/': {
    'Know How This Works': '/how-it-works',
    'Become a Member': '/coming-soon',
    'Get Individual Plan': '/coming-soon',
    'Get Family Plan': '/coming-soon',
    'Get Started Now': '/coming-soon',
    'Get FREE Dental Care Today': '/coming-soon',
    'Become a Partner': '/partner/register',
    Pricing: '/membership-fee',
    FAQ: '/faq',
    Contact: '/contact',
    'about us': '/about',
    Register: '/coming-soon',
    Login: '/login',
    'Partner Login': '/partner/login',
  },
  '/about': { 'Get Started - ₹365/Year': '/coming-soon' },
  '/how-it-works': {
    'Get Individual Plan': '/coming-soon',
    'Get Family Plan': '/coming-soon',
    'Become a Member': '/coming-soon',
    'Contact Us': '/contact',
  },
  '/membership-fee': {
    'Get Individual Plan': '/coming-soon',
    'Get Family Plan': '/coming-soon',
    'Get Started - ₹365/Year': '/coming-soon',
    'Have Questions?': '/contact',
  },
  '/coming-soon': {
    'Join Waitlist': '/contact',
    'Become a Partner': '/partner',
    [PHONE]: PHONE_HREF,
    [EMAIL]: EMAIL_HREF,
  },
  '/faq': { 'Contact Support': '/contact', [`Call ${PHONE}`]: PHONE_HREF },
  '/contact': {
    'Become a Member': '/coming-soon',
    'Partner With Us': '/partner/register',
    'View FAQ': '/faq',
    'Learn More About Us': '/about',
  },
};

/** Links of a page's own content that a journey clicks, with the heading of the page they open. */
export const LINK_JOURNEYS: readonly { from: string; link: string; to: string; heading: string }[] =
  [
    {
      from: '/',
      link: 'Register',
      to: '/coming-soon',
      heading: 'Membership Registration Opens Soon',
    },
    { from: '/', link: 'Login', to: '/login', heading: 'Member Login' },
    { from: '/', link: 'Partner Login', to: '/partner/login', heading: 'Partner Login' },
    {
      from: '/how-it-works',
      link: 'Get Individual Plan',
      to: '/coming-soon',
      heading: 'Membership Registration Opens Soon',
    },
    {
      from: '/how-it-works',
      link: 'Get Family Plan',
      to: '/coming-soon',
      heading: 'Membership Registration Opens Soon',
    },
  ];
