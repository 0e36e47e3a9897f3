// A part of a screen that is already on show (a tab, a dialog), loaded when first shown: its area
// has made zod jitless and provides the server state (lazy-area.ts), so only the part's own code
// is awaited. Not in lazy-area.ts, which the home page's script carries.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AreaLoadFailed } from './area-load-failed.tsx';

/** React's `lazy` for a part; a part whose code cannot arrive says so as an area does. */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  const Failed: ComponentType<P> = () => createElement(AreaLoadFailed);
  return lazy(() =>
    load()
      .then((part) => ({ default: part }))
      .catch((error: unknown) => {
        console.error('Could not load this part of the app', error);
        return { default: Failed };
      }),
  );
}
