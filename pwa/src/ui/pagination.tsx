// Page buttons for every paged list (spec section 9): first, last and the current page plus or
// minus one, with an ellipsis wherever pages are skipped.

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** The page numbers to show for `current` of `total`, in order, with ellipses for gaps. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [1];
  const shown = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1)
      items.push(page === total ? 'ellipsis-end' : 'ellipsis-start');
    items.push(page);
  });
  return items;
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  onPage: (page: number) => void;
  /** e.g. 'Showing 10 of 42 partners'. */
  summary?: string;
  label?: string;
}

export function Pagination({
  currentPage,
  totalPages,
  hasPrevPage,
  hasNextPage,
  onPage,
  summary,
  label = 'Pages',
}: PaginationProps) {
  return (
    <nav className="pagination" aria-label={label}>
      {summary && <p className="pagination-summary">{summary}</p>}
      <div className="pagination-buttons">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!hasPrevPage}
          onClick={() => onPage(currentPage - 1)}
        >
          Previous
        </button>
        {pageItems(currentPage, totalPages).map((item) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              className={`btn btn-sm ${item === currentPage ? 'btn-primary' : 'btn-outline'}`}
              aria-current={item === currentPage ? 'page' : undefined}
              aria-label={`Page ${item}`}
              onClick={() => onPage(item)}
            >
              {item}
            </button>
          ) : (
            <span key={item} className="pagination-ellipsis" aria-hidden="true">
              ...
            </span>
          ),
        )}
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!hasNextPage}
          onClick={() => onPage(currentPage + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
