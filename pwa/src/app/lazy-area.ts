// The member, partner and admin areas load on demand, and their modules build zod schemas as
// they are evaluated. Zod must be jitless before the first of them is built (zod-jitless.ts says
// why), and importing zod-jitless.ts first in an area's entry page is not enough: the bundler
// orders the modules of a chunk by where they first appear in the whole import graph, and the
// public pages reach every schema module through the @mcs/shared barrel before any area is
// reached, so the area's schemas would be built before its first import ran (the CSP test saw
// that). So an area's chunk is only imported once zod-jitless.ts, a chunk of its own with zod, has
// run. After the first area, that promise is already settled and costs nothing.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

let zodJitless: Promise<unknown> | undefined;

/** React's `lazy` for a route's page, loaded only after zod is switched to jitless. */
export function lazyArea(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() => (zodJitless ??= import('./zod-jitless.ts')).then(load));
}
