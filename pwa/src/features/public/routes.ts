// The public site's pages by path. They are bundled with the home page, not loaded on demand:
// they are prerendered and must hydrate without a suspense gap. /login is the member sign-in
// (the member area's), with this site's coming-soon notice under it: app/ puts the two together.
import type { ComponentType } from 'react';
import type { PublicPath } from '@mcs/shared/routes';
import { AboutPage } from './about/about-page.tsx';
import { ComingSoonPage } from './coming-soon/coming-soon-page.tsx';
import { ContactPage } from './contact/contact-page.tsx';
import { FaqPage } from './faq/faq-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { HowItWorksPage } from './how-it-works/how-it-works-page.tsx';
import { MembershipFeePage } from './membership-fee/membership-fee-page.tsx';

export const PUBLIC_SCREENS: Record<Exclude<PublicPath, '/login'>, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/how-it-works': HowItWorksPage,
  '/membership-fee': MembershipFeePage,
  '/faq': FaqPage,
  '/contact': ContactPage,
  '/coming-soon': ComingSoonPage,
};
