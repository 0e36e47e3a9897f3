import { useSyncExternalStore } from 'react';

/**
 * Wide enough to keep the four filters open above the results (a tablet or a desktop). Below it
 * (a phone) they fold into a summary row, so the first results are in the first screen.
 */
export const WIDE_SCREEN = '(min-width: 48rem)';

function widthQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = widthQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is wide; followed live (a tablet turned, a window resized). */
export function useWideScreen(): boolean {
  // Without matchMedia nothing tells a phone apart: the filters stay open, which works anywhere.
  return useSyncExternalStore(
    subscribe,
    () => widthQuery()?.matches ?? true,
    () => true,
  );
}
