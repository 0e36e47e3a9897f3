import { directoryPagination, DIRECTORY_PAGE_SIZE } from '@mcs/shared';
import type { DirectoryFilters, DirectoryPagination, DirectoryPartner } from '@mcs/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { memberQueries } from '../../../api/member-api.ts';
import { offlineDb, searchDirectory } from '../../../offline/member.ts';
import type { PartnerFilterValues } from './partner-filters.tsx';

export interface PartnerSearchState {
  partners: DirectoryPartner[];
  pagination: DirectoryPagination;
  loading: boolean;
  /** The answer came from the directory saved on this device (no network). */
  offline: boolean;
}

/** A failed search empties the list and resets to page 1 of 1. */
const empty = (): Pick<PartnerSearchState, 'partners' | 'pagination'> => ({
  partners: [],
  pagination: directoryPagination(0, 1, DIRECTORY_PAGE_SIZE),
});

/** The directory saved on this device (Dexie), asked when the server cannot be reached. */
async function fromDevice(filters: DirectoryFilters) {
  try {
    return await searchDirectory(offlineDb(), filters);
  } catch (error) {
    console.error('Offline partner search failed', error);
    return empty();
  }
}

/** The directory's load for the filters and page (what usePartnerSearch asks). */
export function directoryQuery(filters: PartnerFilterValues, page: number) {
  return memberQueries.directory({ ...filters, page, limit: DIRECTORY_PAGE_SIZE }, fromDevice);
}

/**
 * The partner list for the filters and page (memberQueries.directory): from the API, or, when the
 * network is gone, from the Dexie directory with the same filters and paging, marked `offline` so
 * the screen says which it shows. A server error is not answered from the device: the list is
 * emptied then, as for any failed search. While the next page or search loads, `loading` is set
 * and the count of the answer before stays.
 */
export function usePartnerSearch(filters: PartnerFilterValues, page: number): PartnerSearchState {
  const search = useQuery(useMemo(() => directoryQuery(filters, page), [filters, page]));
  const { partners, pagination, offline } = search.data ?? { ...empty(), offline: false };
  return { partners, pagination, offline, loading: search.isPending || search.isPlaceholderData };
}
