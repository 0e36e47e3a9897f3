// How an area names its screens for the router: each path the route manifest gives the area, with
// the module that holds its screen, loaded on demand (app/routes.tsx puts the areas together).
import type { ComponentType } from 'react';
import type { APP_ROUTES, AppPath, RouteArea } from '@mcs/shared/routes';

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Every path of area `A` in the route manifest, none missing and no other. */
export type AreaScreens<A extends RouteArea> = {
  [P in AppPath as (typeof APP_ROUTES)[P] extends { area: A } ? P : never]: ScreenModule;
};
