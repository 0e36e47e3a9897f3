import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PartnerStats, PartnerVisitsResponse } from '@mcs/shared';
import { ApiError } from '../../../api/client.ts';
import { partnerQueries } from '../../../api/partner-api.ts';
import { useLastAnswer } from '../../../ui/use-last-answer.ts';

export interface DeskData {
  stats: PartnerStats | null;
  visits: PartnerVisitsResponse | null;
  page: number;
  setPage: (page: number) => void;
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
  const [page, setPage] = useState(1);
  const stats = useQuery(partnerQueries.stats(token));
  const visits = useQuery(partnerQueries.visits(token, page));
  const shownVisits = useLastAnswer(visits.data);

  const signedOut = signedOutByServer(stats.error) || signedOutByServer(visits.error);
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);

  return {
    stats: stats.data ?? null,
    visits: shownVisits ?? null,
    page,
    setPage,
    loading: stats.isFetching || visits.isFetching,
  };
}
