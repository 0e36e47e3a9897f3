import {
  cloneElement,
  Suspense,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Route, Routes, type RouteProps } from 'react-router';
import { APP_ROUTES, type AppPath, type RouteEntry } from '@mcs/shared/routes';
import { ADMIN_LAYOUT, ADMIN_SCREENS } from '../features/admin/routes.ts';
import { MemberLoginPage } from '../features/member/login/member-login-page.tsx';
import { MEMBER_SCREENS } from '../features/member/routes.ts';
import { PARTNER_SCREENS } from '../features/partner/routes.ts';
import { ComingSoonContent } from '../features/public/coming-soon/coming-soon-content.tsx';
import { PublicLayout } from '../features/public/layout/public-layout.tsx';
import { NotFoundPage } from '../features/public/not-found/not-found-page.tsx';
import { PUBLIC_SCREENS } from '../features/public/routes.ts';
import { LANGUAGES, localizedPath, publicPageOf } from '../i18n';
import type { ScreenModule } from '../ui/area-screens.ts';
import { lazyArea } from './lazy-area.ts';

/** An area's screens, each loaded on demand when its path is first shown. */
function lazyScreens<P extends AppPath>(
  screens: Record<P, ScreenModule>,
): Record<P, ComponentType> {
  const loaded = {} as Record<P, ComponentType>;
  for (const path of Object.keys(screens) as P[]) loaded[path] = lazyArea(screens[path]);
  return loaded;
}

const AdminLayout = lazyArea(ADMIN_LAYOUT);

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

/**
 * The screen of every path of the route manifest, from the areas' own tables; a path without a
 * screen fails the typecheck.
 */
const SCREENS: Record<AppPath, ComponentType> = {
  ...PUBLIC_SCREENS,
  '/login': MemberLoginScreen,
  ...lazyScreens(MEMBER_SCREENS),
  ...lazyScreens(PARTNER_SCREENS),
  ...lazyScreens(ADMIN_SCREENS),
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

/**
 * The public pages again under /hi/ and /bn/ (/hi/about, /hi for the home page): the same screens,
 * which read the language from the path (PublicLayout).
 */
function localizedRoutes(routes: ReactElement<RouteProps>[]) {
  return LANGUAGES.filter((lang) => lang !== 'en').flatMap((lang) =>
    routes
      .filter((route) => route.props.path && publicPageOf(route.props.path))
      .map((route) =>
        cloneElement(route, {
          key: `${lang}${route.key}`,
          path: localizedPath(route.props.path ?? '/', lang),
        }),
      ),
  );
}

/** The app's route table, from the route manifest; /login is the member sign-in. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {routesOf('public')}
        {localizedRoutes(routesOf('public'))}
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
