import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { PartnerStats, PartnerVisitsResponse } from '@mcs/shared';
import { ApiError } from '../../../api/client.ts';
import { partnerQueries } from '../../../api/partner-api.ts';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { useLastAnswer } from '../../../ui/use-last-answer.ts';

export interface DeskData {
  stats: PartnerStats | null;
  visits: PartnerVisitsResponse | null;
  /** The search the shown visits answer ('' for every visit): the list may lag what is typed. */
  visitsFor: string;
  page: number;
  setPage: (page: number) => void;
  /** The search box as typed; the server is asked once typing pauses. */
  search: string;
  setSearch: (text: string) => void;
  /**
   * The search ('' for every visit) whose visits could not be loaded (offline, server down), or
   * null: the list shown is then an older answer.
   */
  visitsFailedFor: string | null;
  /** Until the answers for the current page (and any refresh) have come back. */
  loading: boolean;
}

const signedOutByServer = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Stats and the page of recent visits from the server (partnerQueries). Offline they keep what was
 * shown (or stay empty after a reload): the desk still verifies cards and queues visits without
 * them. A recorded or synced visit invalidates partnerQueries.desk(token), which loads both again.
 * A 401 means the session ended on the server: `onSignedOut` takes the partner to sign in again.
 */
export function useDeskData(token: string, onSignedOut: () => void): DeskData {
  const [search, setSearch] = useState('');
  const asked = useDebounced(search.trim());
  // The page belongs to its search: a new search starts at its first page.
  const [paging, setPaging] = useState({ asked: '', page: 1 });
  const page = paging.asked === asked ? paging.page : 1;
  const stats = useQuery(partnerQueries.stats(token));
  const visits = useQuery(partnerQueries.visits(token, page, asked));
  // Paired with the search it answers; the page before (another search's) is not this one's.
  const answered = useMemo(
    () =>
      visits.data && !visits.isPlaceholderData ? { list: visits.data, for: asked } : undefined,
    [visits.data, visits.isPlaceholderData, asked],
  );
  const shown = useLastAnswer(answered);

  const signedOut = signedOutByServer(stats.error) || signedOutByServer(visits.error);
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);

  return {
    stats: stats.data ?? null,
    visits: shown?.list ?? null,
    visitsFor: shown?.for ?? '',
    page,
    setPage: (next) => setPaging({ asked, page: next }),
    search,
    setSearch,
    visitsFailedFor: visits.isError ? asked : null,
    loading: stats.isFetching || visits.isFetching,
  };
}
