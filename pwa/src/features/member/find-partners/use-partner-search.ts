import { directoryPagination, DIRECTORY_PAGE_SIZE } from '@mcs/shared';
import type { DirectoryPagination, DirectoryPartner } from '@mcs/shared';
import { useEffect, useState } from 'react';
import { NetworkError } from '../../../api/client.ts';
import { searchPartners } from '../../../api/member-api.ts';
import { offlineDb, searchDirectory } from '../../../offline/index.ts';
import { reachability } from '../../../net/reachability.ts';
import type { PartnerFilterValues } from './partner-filters.tsx';

export interface PartnerSearchState {
  partners: DirectoryPartner[];
  pagination: DirectoryPagination;
  loading: boolean;
  /** The answer came from the directory saved on this device (no network). */
  offline: boolean;
}

/** A failed search empties the list and resets to page 1 of 1. */
const EMPTY = (): Pick<PartnerSearchState, 'partners' | 'pagination'> => ({
  partners: [],
  pagination: directoryPagination(0, 1, DIRECTORY_PAGE_SIZE),
});

/**
 * The partner list for the filters and page: from the API, or, when the network is gone, from
 * the Dexie directory with the same filters and paging. A server error is not
 * answered from the device: the list is emptied then, as for any failed search.
 */
export function usePartnerSearch(filters: PartnerFilterValues, page: number): PartnerSearchState {
  const key = JSON.stringify([filters, page]);
  // The answer remembers which query it answers: loading is "the newest query has no answer yet".
  const [answer, setAnswer] = useState<Omit<PartnerSearchState, 'loading'> & { key: string }>({
    ...EMPTY(),
    offline: false,
    key: '',
  });

  useEffect(() => {
    let live = true;
    const query = { ...filters, page, limit: DIRECTORY_PAGE_SIZE };
    // The browser's own "no network" is trusted; anything else is learnt by asking.
    const online = reachability() !== 'offline';
    (online ? searchPartners(query) : Promise.reject(new NetworkError('offline')))
      .then(
        (found) => ({ ...found, offline: false }),
        async (error: unknown) => {
          if (!(error instanceof NetworkError)) {
            console.error('Partner search failed', error);
            return { ...EMPTY(), offline: false };
          }
          return { ...(await searchDirectory(offlineDb(), query)), offline: true };
        },
      )
      .catch((error: unknown) => {
        console.error('Offline partner search failed', error);
        return { ...EMPTY(), offline: true };
      })
      .then((found) => {
        if (live) setAnswer({ ...found, key: JSON.stringify([filters, page]) });
      });
    return () => {
      live = false;
    };
  }, [filters, page]);

  const { key: answered, ...rest } = answer;
  return { ...rest, loading: answered !== key };
}
