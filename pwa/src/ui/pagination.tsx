import { pageSlots } from '@mcs/shared';

interface Props {
  currentPage: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the list is called, for screen readers: "Partner pages". */
  label: string;
  disabled?: boolean;
}

/**
 * Previous, the page numbers of spec section 2 (first, last, current plus or minus one, with
 * ellipses) and Next. Shows nothing for a single page, as the spec asks.
 */
export function Pagination({ currentPage, totalPages, onPage, label, disabled = false }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button-outline"
        disabled={disabled || currentPage <= 1}
        onClick={() => onPage(currentPage - 1)}
      >
        Previous
      </button>
      {pageSlots(currentPage, totalPages).map((slot, index) =>
        slot === 'gap' ? (
          <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            className={slot === currentPage ? 'button' : 'button button-outline'}
            aria-current={slot === currentPage ? 'page' : undefined}
            aria-label={`Page ${slot}`}
            disabled={disabled}
            onClick={() => slot !== currentPage && onPage(slot)}
          >
            {slot}
          </button>
        ),
      )}
      <button
        type="button"
        className="button button-outline"
        disabled={disabled || currentPage >= totalPages}
        onClick={() => onPage(currentPage + 1)}
      >
        Next
      </button>
    </nav>
  );
}
