import { pageSlots } from '@mcs/shared';
import { commonText, useT } from '../i18n';

interface Props {
  currentPage: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers: "Partner pages". */
  label?: string;
  /** e.g. 'Showing 10 of 42 partners'. */
  summary?: string;
  /** While a page loads: nothing can be clicked twice. */
  disabled?: boolean;
}

/**
 * Previous, the page numbers (first, last, current plus or minus one, with
 * ellipses) and Next, for every paged list. Callers show it only when there is more than one page.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPage,
  label,
  summary,
  disabled = false,
}: Props) {
  const { t } = useT(commonText);
  return (
    <nav className="pagination" aria-label={label ?? t('pages')}>
      {summary && <p className="pagination-summary">{summary}</p>}
      <div className="pagination-buttons">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={disabled || currentPage <= 1}
          onClick={() => onPage(currentPage - 1)}
        >
          {t('pages.previous')}
        </button>
        {pageSlots(currentPage, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <span key={`gap-${index}`} className="pagination-ellipsis" aria-hidden="true">
              ...
            </span>
          ) : (
            <button
              key={slot}
              type="button"
              className={`btn btn-sm ${slot === currentPage ? 'btn-primary' : 'btn-outline'}`}
              aria-current={slot === currentPage ? 'page' : undefined}
              aria-label={t('pages.page', { page: slot })}
              disabled={disabled}
              onClick={() => slot !== currentPage && onPage(slot)}
            >
              {slot}
            </button>
          ),
        )}
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={disabled || currentPage >= totalPages}
          onClick={() => onPage(currentPage + 1)}
        >
          {t('pages.next')}
        </button>
      </div>
    </nav>
  );
}
