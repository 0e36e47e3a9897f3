import { useEffect, useState } from 'react';

/** A search or filter change asks the server again only after this pause in typing. */
export const SEARCH_DELAY_MS = 300;

/**
 * `value` once it has stayed the same for `delay` ms: each change restarts the wait, so a list
 * is fetched once for what was typed, not once per keystroke.
 */
export function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
