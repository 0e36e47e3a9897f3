// The public pages load on demand, as the areas do, so a member opening /dashboard downloads none
// of them. A prerendered page must still hydrate with its own markup, never with a loading state
// in its place: so a page's module can be loaded ahead (main.tsx loads the page of the address
// being opened before it hydrates; the prerenderer loads them all before rendering), and a page
// whose module is there renders at once. A page not loaded yet (a link followed to another page)
// suspends until its module arrives.
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { ScreenModule } from '../ui/area-screens.ts';
import { AreaLoadFailed } from './area-load-failed.tsx';

export interface PreloadableScreen {
  Screen: ComponentType;
  /** Loads the page's module; settles once the page renders without suspending. */
  preload(): Promise<void>;
}

export function preloadableScreen(load: ScreenModule): PreloadableScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // As React's own lazy keeps a failed load: the way back is a reload (AreaLoadFailed).
        console.error('Could not load this page', error);
        loaded = AreaLoadFailed;
      },
    ));
  const Pending = lazy(() => preload().then(() => ({ default: loaded ?? AreaLoadFailed })));
  function Screen() {
    // Chosen once per mount, so the page below never changes type (which would remount it).
    const [Page] = useState<ComponentType>(() => loaded ?? Pending);
    return createElement(Page);
  }
  return { Screen, preload };
}
