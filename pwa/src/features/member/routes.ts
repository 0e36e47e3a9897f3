// The member area's screens by path, each loaded on demand. The member sign-in (/login) is not
// here: it is a public page, prerendered, which the router bundles with the home page.
import type { AreaScreens } from '../../ui/area-screens.ts';

export const MEMBER_SCREENS: AreaScreens<'member'> = {
  '/dashboard': () => import('./member-dashboard-page.tsx'),
  '/dashboard/password': () => import('./password/change-password-page.tsx'),
  '/forgot-password': () => import('./account/forgot-password-page.tsx'),
  '/reset-password': () => import('./account/reset-password-page.tsx'),
};
