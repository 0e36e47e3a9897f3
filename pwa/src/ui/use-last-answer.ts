import { useState } from 'react';

/**
 * The newest answer, or the one shown before while there is none: a load that failed (or a page
 * still loading) keeps what the screen showed, so a list never empties because the network
 * blinked. TanStack Query keeps a query's own data through a failed refetch; this also holds it
 * across a change of key (another page, another search).
 */
export function useLastAnswer<T>(answer: T | undefined): T | undefined {
  const [last, setLast] = useState(answer);
  // Remembered during render (React's pattern for state derived from props): no extra paint.
  if (answer !== undefined && answer !== last) setLast(answer);
  return answer ?? last;
}
