// A list as a tab shows it: a toolbar (title, search box, actions), the list's loading, empty and
// error states, and its pages. The console's lists all share it, so a failed load reads the same
// everywhere and is never shown as an empty list.
import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';
import './list-tab.css';
import { commonText, useT } from '../i18n';

/** A list's load as the tab reads it (a query that keeps its last answer when a load fails). */
export interface ListLoad<T> {
  data: T | undefined;
  loading: boolean;
  /** Set when the last load failed; `data` still holds what was shown before. */
  failed: boolean;
  reload: () => void;
}

export interface ListSearch {
  /** The search box's accessible name: "Search users". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

export interface ListPages<T> {
  /** What the pages are of, for screen readers: "User pages". */
  label: string;
  of: (data: T) => { currentPage: number; totalPages: number; summary?: string };
  onPage: (page: number) => void;
}

/** A notice that a load failed, with a Retry button, above what was shown before. */
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useT(commonText);
  return (
    <p className="retry-notice" role="alert">
      {children}{' '}
      <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </p>
  );
}

interface StatesProps<T> {
  state: ListLoad<T>;
  /** True when the loaded list has nothing in it (after any search). */
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, empty and error states of a list. A failed load keeps the list as it was and shows a
 * retry notice above it; with nothing loaded yet it shows only the notice, never the empty text.
 */
export function ListStates<T>({ state, isEmpty, empty, children }: StatesProps<T>) {
  const { data, loading, failed, reload } = state;
  const { t } = useT(commonText);
  return (
    <>
      {failed && <RetryNotice onRetry={reload}>{t('list.failed')}</RetryNotice>}
      {data === undefined ? (
        loading ? (
          <p className="loading" role="status">
            {t('loading')}
          </p>
        ) : failed ? null : (
          <p className="list-empty">{empty}</p>
        )
      ) : isEmpty(data) ? (
        <p className="list-empty">{empty}</p>
      ) : (
        children(data)
      )}
    </>
  );
}

interface ListTabProps<T> extends StatesProps<T> {
  title: string;
  search?: ListSearch;
  /** Beside the search box, e.g. an export button. */
  actions?: ReactNode;
  /** Between the toolbar and the list, e.g. figures about the list. */
  header?: ReactNode;
  /** For a list paged on the server; its page buttons wait while a page loads. */
  pages?: ListPages<T>;
}

export function ListTab<T>({
  title,
  search,
  actions,
  header,
  pages,
  children,
  ...states
}: ListTabProps<T>) {
  return (
    <>
      <div className="list-toolbar">
        <h2 className="list-title">{title}</h2>
        {search && (
          <input
            type="search"
            className="list-search"
            placeholder={search.placeholder}
            aria-label={search.label}
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
          />
        )}
        {actions}
      </div>
      {header}
      <ListStates {...states}>
        {(data) => (
          <>
            {children(data)}
            {pages && <PagesOf data={data} pages={pages} loading={states.state.loading} />}
          </>
        )}
      </ListStates>
    </>
  );
}

function PagesOf<T>({ data, pages, loading }: { data: T; pages: ListPages<T>; loading: boolean }) {
  const { currentPage, totalPages, summary } = pages.of(data);
  return (
    <Pagination
      label={pages.label}
      currentPage={currentPage}
      totalPages={totalPages}
      summary={summary}
      onPage={pages.onPage}
      disabled={loading}
    />
  );
}
