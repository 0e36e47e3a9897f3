import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { useCallback, useEffect, useState } from 'react';
import { TOKEN_KEYS } from '../../api/client.ts';
import { fetchMe, fetchMyVisits, MY_VISITS_PAGE_SIZE } from '../../api/member-api.ts';

export interface MemberSession {
  token: string | null;
  /** Null for a guest, or while the server cannot be reached. */
  member: CurrentMember | null;
  loading: boolean;
  visits: MemberVisit[];
  hasMoreVisits: boolean;
  loadingMoreVisits: boolean;
  loadMoreVisits: () => void;
}

/**
 * A member is signed in when a token is stored and `me` answers; only then are the visits
 * loaded. Failures are logged only: the member sees no message.
 */
export function useMemberSession(): MemberSession {
  const [token] = useState(() => localStorage.getItem(TOKEN_KEYS.member));
  const [member, setMember] = useState<CurrentMember | null>(null);
  const [loading, setLoading] = useState(token !== null);
  const [visits, setVisits] = useState<MemberVisit[]>([]);
  const [visitPage, setVisitPage] = useState(0);
  const [hasMoreVisits, setHasMoreVisits] = useState(false);
  const [loadingMoreVisits, setLoadingMoreVisits] = useState(false);

  const loadVisits = useCallback(
    async (page: number) => {
      if (!token) return;
      try {
        const rows = await fetchMyVisits(token, page);
        setVisits((old) => (page === 1 ? rows : [...old, ...rows]));
        setVisitPage(page);
        setHasMoreVisits(rows.length === MY_VISITS_PAGE_SIZE);
      } catch (error) {
        console.error('Could not load visits', error);
      }
    },
    [token],
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchMe(token)
      .then(async (me) => {
        if (!live) return;
        setMember(me);
        await loadVisits(1);
      })
      .catch((error: unknown) => console.error('Could not load the member', error))
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [token, loadVisits]);

  const loadMoreVisits = useCallback(() => {
    setLoadingMoreVisits(true);
    void loadVisits(visitPage + 1).finally(() => setLoadingMoreVisits(false));
  }, [loadVisits, visitPage]);

  return { token, member, loading, visits, hasMoreVisits, loadingMoreVisits, loadMoreVisits };
}
