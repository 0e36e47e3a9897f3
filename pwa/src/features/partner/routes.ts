// The partner area's screens by path, each loaded on demand.
import type { AreaScreens } from '../../ui/area-screens.ts';

export const PARTNER_SCREENS: AreaScreens<'partner'> = {
  '/partner': () => import('./partner-entry-page.tsx'),
  '/partner/register': () => import('./register/partner-register-page.tsx'),
  '/partner/login': () => import('./login/partner-login-page.tsx'),
  '/partner/dashboard': () => import('./dashboard/partner-dashboard-page.tsx'),
  '/partner/password': () => import('./password/partner-password-page.tsx'),
};
