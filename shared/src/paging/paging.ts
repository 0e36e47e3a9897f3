// Page arithmetic for every paged list (the directory online and offline, a partner's visits,
// the admin lists), so they all agree on what "page 3 of 7" means.

/** The paging figures every list answers; each list adds its own total (totalPartners, ...). */
export interface PageInfo {
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  limit: number;
}

/** Which rows a page covers, as the database asks for them. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** Page 1 of 1 when there is nothing; a page past the end is answered empty, not an error. */
export function pageInfo(total: number, page: number, limit: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    totalPages,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit,
  };
}

/** Pages count from 1. */
export function pageWindow(page: number, limit: number): PageWindow {
  return { offset: (page - 1) * limit, limit };
}

/** One slot of a pager: a page number, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap';

/**
 * The page buttons a pager shows: the first and last page and the current one
 * plus or minus one, with an ellipsis wherever pages are left out. Page 4 of 20 gives
 * 1 … 3 4 5 … 20.
 */
export function pageSlots(currentPage: number, totalPages: number): PageSlot[] {
  if (totalPages <= 1) return [1];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const pages = [...new Set([1, current - 1, current, current + 1, totalPages])]
    .filter((page) => page >= 1 && page <= totalPages)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1) slots.push('gap');
    slots.push(page);
  });
  return slots;
}
