// The one list of every route the API serves: method, path, who may call it, and the shared zod
// schemas of its input and answer. The OpenAPI document is generated from it, and the tests check
// it against the app's real routes (nothing missing, nothing extra) and drive the role matrix and
// the fuzz tests from it, so a new route that is not listed here fails the suite.
import { ADMIN_ROUTES } from './admin-routes.ts';
import { CORE_ROUTES } from './core-routes.ts';
import type { RouteSpec } from './route-spec.ts';

export type { HttpMethod, RouteAuth, RouteSpec } from './route-spec.ts';

export const API_ROUTES: readonly RouteSpec[] = [...CORE_ROUTES, ...ADMIN_ROUTES];

/** `METHOD /path` key, the same form the tests use for the app's own route table. */
export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) =>
  `${route.method.toUpperCase()} ${route.path}`;
