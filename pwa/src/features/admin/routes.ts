// The admin console's screens by path, each loaded on demand, and the frame around them.
import type { AreaScreens, ScreenModule } from '../../ui/area-screens.ts';

export const ADMIN_SCREENS: AreaScreens<'admin'> = {
  '/admin': () => import('./admin-dashboard-page.tsx'),
  '/admin/login': () => import('./login/admin-login-page.tsx'),
  '/admin/register': () => import('./login/admin-register-page.tsx'),
};

/** The console's layout, around every screen the route manifest gives the admin layout. */
export const ADMIN_LAYOUT: ScreenModule = () => import('./admin-layout.tsx');
