import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** Set when the last load failed; `data` still holds what was shown before. */
  failed: boolean;
  /** What the last load threw, when it failed. */
  error: unknown;
  reload: () => void;
}

interface Settled<T> {
  /** The request this answer belongs to. */
  request: string | null;
  data: T | undefined;
  error: unknown;
}

/**
 * Loads `load()` now and whenever `key` changes (or `reload` is called). A failed load keeps the
 * previous data, so a list never empties because the network blinked; an answer to a request
 * that has since been replaced is dropped. A null key loads nothing.
 */
export function useLoad<T>(load: () => Promise<T>, key: string | null): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({
    request: null,
    data: undefined,
    error: undefined,
  });
  const request = key === null ? null : `${key}#${attempt}`;
  const run = useEffectEvent(() => load());

  useEffect(() => {
    if (request === null) return undefined;
    let current = true;
    run().then(
      (data) => current && setSettled({ request, data, error: undefined }),
      (failure: unknown) => {
        if (!current) return;
        // Admin load failures are logged; the list stays as it was.
        console.error(failure);
        setSettled((before) => ({
          request,
          data: before.data,
          error: failure ?? new Error('Load failed'),
        }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: settled.data,
    loading: request !== null && settled.request !== request,
    failed: settled.error !== undefined,
    error: settled.error,
    reload,
  };
}
