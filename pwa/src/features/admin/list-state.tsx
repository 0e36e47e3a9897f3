import type { ReactNode } from 'react';
import type { Loaded } from './use-load.ts';

interface Props<T> {
  state: Loaded<T>;
  /** True when the loaded list has nothing in it (after any search). */
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, empty and error states for every admin list. A failed load keeps the list as it was
 * and shows a small retry notice above it.
 */
export function ListState<T>({ state, isEmpty, empty, children }: Props<T>) {
  const { data, loading, failed, reload } = state;
  return (
    <>
      {failed && (
        <p className="admin-retry" role="alert">
          Could not load the latest data.{' '}
          <button type="button" className="btn btn-sm btn-outline" onClick={reload}>
            Retry
          </button>
        </p>
      )}
      {data === undefined ? (
        loading ? (
          <p className="loading" role="status">
            Loading...
          </p>
        ) : failed ? null : (
          <p className="admin-empty">{empty}</p>
        )
      ) : isEmpty(data) ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        children(data)
      )}
    </>
  );
}
