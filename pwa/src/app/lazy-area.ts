// The member, partner and admin areas load on demand, and their modules build zod schemas as
// they are evaluated, so an area's chunk is imported only once zod is jitless (net/zod-jitless.ts,
// imported here, so it runs with the app's first script, before any area's chunk arrives).
// An area whose chunk cannot be downloaded (offline and not precached, or removed by a new
// version) shows AreaLoadFailed instead of the generic error screen. An area comes with the
// server-state layer (TanStack Query, server-state.tsx), loaded beside it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import '../net/zod-jitless.ts';
import type { ScreenModule } from '../ui/area-screens.ts';
import { AreaLoadFailed } from './area-load-failed.tsx';

/** An area's screen for the router, whose code can be asked for before it first renders. */
export type PreloadableArea = LazyExoticComponent<ComponentType> & { preload(): void };

/**
 * React's `lazy` for a route's page, loaded only after zod is switched to jitless, inside the
 * app's QueryClientProvider; the module's `prepare`, if any, runs before its first render.
 * `preload` starts the same load at once (main.tsx, for the address being opened).
 */
export function lazyArea(load: ScreenModule): PreloadableArea {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), import('./server-state.tsx')])
      .then(([area, { appQueryClient, withServerState }]) => {
        // Before React renders the screen (on a slow phone, its first render and effects take a
        // good part of a second): its first requests go out with its code, not after it.
        area.prepare?.(appQueryClient());
        return { default: withServerState(area.default) };
      })
      .catch((error: unknown) => {
        console.error('Could not load this part of the app', error);
        // No code arrived: the network or the server is gone, or a new version removed this
        // chunk. AreaLoadFailed reports it and asks the server to tell which.
        return { default: AreaLoadFailed };
      }));
  return Object.assign(lazy(start), { preload: () => void start() });
}
