import { useEffect, useState } from 'react';

/** Spec section 9: a search re-fetches 300 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 300;

export function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
