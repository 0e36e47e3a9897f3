// The public site's pages by path, each loaded on demand like the areas' screens, so the member,
// partner and admin areas never download them. They are prerendered, and a prerendered page must
// hydrate without a suspense gap: app/public-screen.ts loads the page being opened before the
// client hydrates it. /login is the member sign-in (the member area's), with this site's
// coming-soon notice under it: app/ puts the two together.
import type { PublicPath } from '@mcs/shared/routes';
import type { ScreenModule } from '../../ui/area-screens.ts';

export const PUBLIC_SCREENS: Record<Exclude<PublicPath, '/login'>, ScreenModule> = {
  '/': () => import('./home/home-page.tsx').then((m) => ({ default: m.HomePage })),
  '/about': () => import('./about/about-page.tsx').then((m) => ({ default: m.AboutPage })),
  '/how-it-works': () =>
    import('./how-it-works/how-it-works-page.tsx').then((m) => ({ default: m.HowItWorksPage })),
  '/membership-fee': () =>
    import('./membership-fee/membership-fee-page.tsx').then((m) => ({
      default: m.MembershipFeePage,
    })),
  '/faq': () => import('./faq/faq-page.tsx').then((m) => ({ default: m.FaqPage })),
  '/contact': () => import('./contact/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
  '/coming-soon': () =>
    import('./coming-soon/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
};
