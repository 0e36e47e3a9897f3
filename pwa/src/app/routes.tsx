import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { APP_ROUTES, type AppPath, type RouteEntry } from '@mcs/shared/routes';
import { AboutPage } from '../features/public/about/about-page.tsx';
import { ComingSoonContent } from '../features/public/coming-soon/coming-soon-content.tsx';
import { ComingSoonPage } from '../features/public/coming-soon/coming-soon-page.tsx';
import { ContactPage } from '../features/public/contact/contact-page.tsx';
import { FaqPage } from '../features/public/faq/faq-page.tsx';
import { HomePage } from '../features/public/home/home-page.tsx';
import { HowItWorksPage } from '../features/public/how-it-works/how-it-works-page.tsx';
import { PublicLayout } from '../features/public/layout/public-layout.tsx';
import { MembershipFeePage } from '../features/public/membership-fee/membership-fee-page.tsx';
import { NotFoundPage } from '../features/public/not-found/not-found-page.tsx';
import { MemberLoginPage } from '../features/member/login/member-login-page.tsx';
import { lazyArea } from './lazy-area.ts';

const MemberDashboardPage = lazyArea(() => import('../features/member/member-dashboard-page.tsx'));
const PartnerEntryPage = lazyArea(() => import('../features/partner/partner-entry-page.tsx'));
const PartnerRegisterPage = lazyArea(
  () => import('../features/partner/register/partner-register-page.tsx'),
);
const PartnerLoginPage = lazyArea(() => import('../features/partner/login/partner-login-page.tsx'));
const PartnerDashboardPage = lazyArea(
  () => import('../features/partner/dashboard/partner-dashboard-page.tsx'),
);
const AdminLoginPage = lazyArea(() => import('../features/admin/login/admin-login-page.tsx'));
const AdminRegisterPage = lazyArea(() => import('../features/admin/login/admin-register-page.tsx'));
const AdminDashboardPage = lazyArea(() => import('../features/admin/admin-dashboard-page.tsx'));
const AdminLayout = lazyArea(() => import('../features/admin/admin-layout.tsx'));

/** The member sign-in, with the public site's coming-soon notice under it for non-members. */
function MemberLoginScreen() {
  return <MemberLoginPage notice={<ComingSoonContent headingLevel={2} />} />;
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          Loading...
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** The screen of every path of the route manifest; a path without a screen fails the typecheck. */
const SCREENS: Record<AppPath, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/how-it-works': HowItWorksPage,
  '/membership-fee': MembershipFeePage,
  '/faq': FaqPage,
  '/contact': ContactPage,
  '/coming-soon': ComingSoonPage,
  '/login': MemberLoginScreen,
  '/dashboard': MemberDashboardPage,
  '/partner': PartnerEntryPage,
  '/partner/register': PartnerRegisterPage,
  '/partner/login': PartnerLoginPage,
  '/partner/dashboard': PartnerDashboardPage,
  '/admin': AdminDashboardPage,
  '/admin/login': AdminLoginPage,
  '/admin/register': AdminRegisterPage,
};

type Layout = 'public' | 'admin' | 'none';

const layoutOf = (path: AppPath): Layout => {
  const entry: RouteEntry = APP_ROUTES[path];
  return entry.kind === 'public' ? 'public' : entry.layout;
};

/**
 * The routes of one layout. Public pages are bundled eagerly: they are prerendered and must
 * hydrate without a suspense gap. The areas' screens load on demand (lazyArea), so a visitor
 * never downloads desk mode, nor zod.
 */
function routesOf(layout: Layout) {
  return (Object.keys(SCREENS) as AppPath[])
    .filter((path) => layoutOf(path) === layout)
    .map((path) => {
      const Screen = SCREENS[path];
      const eager = APP_ROUTES[path].kind === 'public';
      return (
        <Route
          key={path}
          path={path}
          element={
            eager ? (
              <Screen />
            ) : (
              <Loading>
                <Screen />
              </Loading>
            )
          }
        />
      );
    });
}

/** The app's route table, from the route manifest; /login is the member sign-in. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {routesOf('public')}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {routesOf('none')}
      <Route
        element={
          <Loading>
            <AdminLayout />
          </Loading>
        }
      >
        {routesOf('admin')}
      </Route>
    </Routes>
  );
}
