import type { PageMeta } from '../../ui/page-meta.ts';

// Title and description of every prerendered public page. The pages set them at runtime through
// usePageMeta and scripts/prerender.ts writes the same values into each page's static HTML.

export const PUBLIC_PAGES = {
  '/': {
    title: 'MediCostSaver - Save Up to 25% on Healthcare | ₹365/Year Family Membership',
    description:
      'Healthcare discount membership for families in India: save up to 25% on doctor visits, medical tests and medicines, with free unlimited dental consultations, for ₹365 a year.',
  },
  '/about': {
    title: 'About Us - MediCostSaver',
    description:
      'MediCostSaver makes healthcare affordable for Indian families with a ₹365 yearly membership, 1000+ verified partners and 24/7 support.',
  },
  '/how-it-works': {
    title: 'How It Works - MediCostSaver',
    description:
      'Get your membership, add your family, find partner doctors, dentists, diagnostic centers and pharmacies, and save up to 25% on every visit.',
  },
  '/membership-fee': {
    title: 'Membership Fee - ₹365/Year | MediCostSaver',
    description:
      'One membership for ₹365 per member per year plus tax, with 10% off the total for families. See your family price and your potential savings.',
  },
  '/faq': {
    title: 'Frequently Asked Questions - MediCostSaver',
    description:
      'Answers about MediCostSaver membership, prices, family plans, free dental consultations, refunds, renewals and using your digital card.',
  },
  '/contact': {
    title: 'Contact Us - MediCostSaver',
    description:
      'Call, email or WhatsApp the MediCostSaver team, or send us a message. We reply within 24 hours; emergency support is available 24/7.',
  },
  '/coming-soon': {
    title: 'Coming Soon - Membership Registration | MediCostSaver',
    description:
      'MediCostSaver membership registration opens soon. Join the waitlist for 10% off medical services at partner facilities, with full launch in Q1 2026.',
  },
  '/login': {
    title: 'Member Login - MediCostSaver',
    description:
      'Sign in to your MediCostSaver membership to see your digital card, partners and visits.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const PRERENDERED_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];

/**
 * A page whose content another page carries in full names that page as its canonical one, so
 * search engines index one of the two: /login shows the sign-in form and the same coming-soon
 * notice as /coming-soon.
 */
export const CANONICAL_PATH: Partial<Record<PublicPath, PublicPath>> = { '/coming-soon': '/login' };

const isPublicPath = (path: string): path is PublicPath => Object.hasOwn(PUBLIC_PAGES, path);

/** The canonical path of a public page ("/about/" -> "/about"); none for any other screen. */
export function canonicalPath(pathname: string): PublicPath | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return isPublicPath(path) ? (CANONICAL_PATH[path] ?? path) : undefined;
}
