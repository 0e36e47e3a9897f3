// The list of states and districts is not part of Find Partners' first screen: a member who only
// scrolls the directory never needs it. It is fetched when the state box is first focused or
// typed in (requestPlaces), and every part that reads it (the suggestion lists, the filters a
// search is asked with) renders again once it has arrived. The service worker precaches it with
// the rest of the app, so this works offline too.
import { useSyncExternalStore } from 'react';
import type { PlaceList } from './place-list.ts';

export interface Places {
  /** The list, once it has arrived. */
  list: PlaceList | null;
  /** On its way (false before it is asked for, and after it could not arrive). */
  loading: boolean;
}

let places: Places = { list: null, loading: false };
const listeners = new Set<() => void>();

function set(next: Places): void {
  places = next;
  listeners.forEach((listener) => listener());
}

let pending: Promise<void> | null = null;

/**
 * Fetches the list unless it is here or on its way (then the same fetch is awaited); after a
 * failed fetch, the next call tries again.
 */
export function requestPlaces(): Promise<void> {
  if (places.list !== null) return Promise.resolve();
  if (pending === null) {
    set({ list: null, loading: true });
    pending = import('./place-list.ts').then(
      ({ placeList }) => set({ list: placeList, loading: false }),
      (error: unknown) => {
        console.error('Could not load the list of states and districts', error);
        pending = null;
        set({ list: null, loading: false });
      },
    );
  }
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The list as it stands, followed live. */
export function usePlaces(): Places {
  return useSyncExternalStore(
    subscribe,
    () => places,
    () => places,
  );
}

/** The state as the list spells it, once the text names one (any case); else null. */
export function chosenState(list: PlaceList | null, text: string): string | null {
  const needle = text.trim().toLowerCase();
  return list?.states.find((s) => s.toLowerCase() === needle) ?? null;
}
