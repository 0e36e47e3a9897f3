// How an area names its screens for the router: each path the route manifest gives the area, with
// the module that holds its screen, loaded on demand (app/routes.tsx puts the areas together).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { APP_ROUTES, AppPath, RouteArea } from '@mcs/shared/routes';

/**
 * A screen's module: its component and, optionally, what to start before its first render (the
 * app's query client given), such as asking the server for what its first screen shows.
 */
export type ScreenModule = () => Promise<{
  default: ComponentType;
  prepare?: (client: QueryClient) => void;
}>;

/** Every path of area `A` in the route manifest, none missing and no other. */
export type AreaScreens<A extends RouteArea> = {
  [P in AppPath as (typeof APP_ROUTES)[P] extends { area: A } ? P : never]: ScreenModule;
};
