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
