import {
  cloneElement,
  Suspense,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Route, Routes, type RouteProps } from 'react-router';
import { APP_ROUTES, type AppPath, type PublicPath, type RouteEntry } from '@mcs/shared/routes';
import { ADMIN_LAYOUT, ADMIN_SCREENS } from '../features/admin/routes.ts';
import { MEMBER_SCREENS } from '../features/member/routes.ts';
import { PARTNER_SCREENS } from '../features/partner/routes.ts';
import { PublicLayout } from '../features/public/layout/public-layout.tsx';
import { NotFoundPage } from '../features/public/not-found/not-found-page.tsx';
import { PUBLIC_SCREENS } from '../features/public/routes.ts';
import { commonText, LANGUAGES, localizedPath, publicPageOf, translate } from '../i18n';
import type { ScreenModule } from '../ui/area-screens.ts';
import { lazyArea, type PreloadableArea } from './lazy-area.ts';
import { normalizePath } from './prerender-marker.ts';
import { preloadableScreen, type PreloadableScreen } from './public-screen.ts';

/** An area's screens, each loaded on demand when its path is first shown. */
function lazyScreens<P extends AppPath>(
  screens: Record<P, ScreenModule>,
): Record<P, PreloadableArea> {
  const loaded = {} as Record<P, PreloadableArea>;
  for (const path of Object.keys(screens) as P[]) loaded[path] = lazyArea(screens[path]);
  return loaded;
}

const AdminLayout = lazyArea(ADMIN_LAYOUT);

/**
 * The public pages, each loaded on demand but loadable ahead of rendering (public-screen.ts); /login
 * is the member sign-in with the public site's coming-soon notice under it.
 */
const PUBLIC_PAGES = Object.fromEntries(
  Object.entries({
    ...PUBLIC_SCREENS,
    '/login': () => import('./member-login-screen.tsx'),
  }).map(([path, load]) => [path, preloadableScreen(load)]),
) as Record<PublicPath, PreloadableScreen>;

/** The member, partner and admin screens, each loaded on demand. */
const AREA_SCREENS = {
  ...lazyScreens(MEMBER_SCREENS),
  ...lazyScreens(PARTNER_SCREENS),
  ...lazyScreens(ADMIN_SCREENS),
};

/**
 * Loads the module of the page at `pathname`. A public page's: main.tsx awaits it before
 * hydrating a prerendered page, which then renders as it was prerendered. An area's screen's
 * load is only started, before React renders anything, rather than from the app's first render
 * (a task of its own on a slow phone). Never rejects.
 */
export function preloadPageAt(pathname: string): Promise<void> {
  // /hi/about is the About page too.
  const path = publicPageOf(pathname)?.page ?? normalizePath(pathname);
  if (Object.hasOwn(AREA_SCREENS, path)) AREA_SCREENS[path as keyof typeof AREA_SCREENS].preload();
  return Object.hasOwn(PUBLIC_PAGES, path)
    ? PUBLIC_PAGES[path as keyof typeof PUBLIC_PAGES].preload()
    : Promise.resolve();
}

/** Loads every public page's module (the prerenderer renders them all at once). */
export async function preloadPublicPages(): Promise<void> {
  await Promise.all(Object.values(PUBLIC_PAGES).map((page) => page.preload()));
}

/** While a screen's code loads: in the reader's language when its common words are loaded
 *  (`translate` never suspends, as a fallback must not), else in English. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          {translate(commonText, 'loading')}
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
  ...(Object.fromEntries(
    Object.entries(PUBLIC_PAGES).map(([path, page]) => [path, page.Screen]),
  ) as Record<PublicPath, ComponentType>),
  ...AREA_SCREENS,
};

type Layout = 'public' | 'admin' | 'none';

const layoutOf = (path: AppPath): Layout => {
  const entry: RouteEntry = APP_ROUTES[path];
  return entry.kind === 'public' ? 'public' : entry.layout;
};

/**
 * The routes of one layout, each screen loaded on demand: the areas' screens by lazyArea, so a
 * visitor never downloads desk mode, nor zod; the public pages by public-screen.ts, so a member
 * never downloads them, while a prerendered page, loaded before hydration, never shows the
 * suspense fallback in place of its markup.
 */
function routesOf(layout: Layout) {
  return (Object.keys(SCREENS) as AppPath[])
    .filter((path) => layoutOf(path) === layout)
    .map((path) => {
      const Screen = SCREENS[path];
      return (
        <Route
          key={path}
          path={path}
          element={
            <Loading>
              <Screen />
            </Loading>
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
