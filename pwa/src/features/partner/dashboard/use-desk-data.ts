import { useCallback, useEffect, useState } from 'react';
import type { PartnerStats, PartnerVisitsResponse } from '@mcs/shared';
import { ApiError } from '../../../api/client.ts';
import { fetchPartnerStats, fetchPartnerVisits } from '../../../api/partner-api.ts';

export interface DeskData {
  stats: PartnerStats | null;
  visits: PartnerVisitsResponse | null;
  page: number;
  setPage: (page: number) => void;
  loading: boolean;
  /** Reloads stats and the current page (after a visit is recorded or synced). */
  reload: () => void;
}

/**
 * Stats and the page of recent visits from the server. Offline they keep what was shown (or stay
 * empty after a reload): the desk still verifies cards and queues visits without them. A 401
 * means the session ended on the server: `onSignedOut` takes the partner to sign in again.
 */
export function useDeskData(token: string, onSignedOut: () => void): DeskData {
  const [stats, setStats] = useState<PartnerStats | null>(null);
  const [visits, setVisits] = useState<PartnerVisitsResponse | null>(null);
  const [page, setPage] = useState(1);
  const [generation, setGeneration] = useState(0);
  // Loading until the answers for the current page and reload have come back.
  const wanted = `${page}:${generation}`;
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const failed = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onSignedOut();
      else console.error(error);
    };
    Promise.all([
      fetchPartnerStats(token).then((s) => current && setStats(s), failed),
      fetchPartnerVisits(token, page).then((v) => current && setVisits(v), failed),
    ]).finally(() => current && setSettled(`${page}:${generation}`));
    return () => {
      current = false;
    };
  }, [token, page, generation, onSignedOut]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { stats, visits, page, setPage, loading: settled !== wanted, reload };
}
