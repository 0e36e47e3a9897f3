// The member, partner and admin areas load on demand, and their modules build zod schemas as
// they are evaluated. Zod must be jitless before the first of them is built (zod-jitless.ts says
// why), and importing zod-jitless.ts first in an area's entry page is not enough: the bundler
// orders the modules of a chunk by where they first appear in the whole import graph, and the
// public pages reach every schema module through the @mcs/shared barrel before any area is
// reached, so the area's schemas would be built before its first import ran (the CSP test saw
// that). So an area's chunk is only imported once zod-jitless.ts, a chunk of its own with zod, has
// run. After the first area, that promise is already settled and costs nothing.
// An area whose chunk cannot be downloaded (offline and not precached, or removed by a new
// version) shows AreaLoadFailed instead of the generic error screen.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AreaLoadFailed } from './area-load-failed.tsx';

let zodJitless: Promise<unknown> | undefined;

function loadZodJitless(): Promise<unknown> {
  // A failed download is not kept: the next area tries again.
  zodJitless ??= import('./zod-jitless.ts').catch((error: unknown) => {
    zodJitless = undefined;
    throw error;
  });
  return zodJitless;
}

/** React's `lazy` for a route's page, loaded only after zod is switched to jitless. */
export function lazyArea(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    loadZodJitless()
      .then(load)
      .catch((error: unknown) => {
        console.error('Could not load this part of the app', error);
        return { default: AreaLoadFailed };
      }),
  );
}
