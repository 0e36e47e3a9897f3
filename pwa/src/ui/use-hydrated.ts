import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered HTML and while React takes it over, true from then on (and at once in
 * a page rendered in the browser). A prerendered form keeps its fields disabled until React has
 * taken it over (`<fieldset className="form-gate" disabled={!hydrated}>`): what is typed before
 * that is wiped when React sets the fields to its own values, and a tap on the button is the
 * browser's own submission, which reloads the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
