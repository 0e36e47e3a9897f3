import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLastAnswer } from '../../ui/use-last-answer.ts';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** Set when the last load failed; `data` still holds what was shown before. */
  failed: boolean;
  /** What the last load threw, when it failed. */
  error: unknown;
  reload: () => void;
}

/**
 * One of the console's loads (adminQueries) as its lists and figures read it. A failed load
 * keeps the previous data, also across another page or search, so a list never empties because
 * the network blinked; an answer to a request that has since been replaced is dropped. Nothing
 * is loaded while `enabled` is false.
 */
export function useLoad<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  enabled = true,
): Loaded<T> {
  const query = useQuery({ ...options, enabled });
  const data = useLastAnswer(query.data);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data,
    loading: query.isFetching,
    failed: query.isError,
    error: query.error ?? undefined,
    reload,
  };
}
