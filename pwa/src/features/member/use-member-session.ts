import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { TOKEN_KEYS } from '../../api/client.ts';
import { memberQueries } from '../../api/member-api.ts';

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

const NO_VISITS: MemberVisit[] = [];

/**
 * A member is signed in when a token is stored and `me` answers (memberQueries.me); only then are
 * the visits loaded, page after page. Failures are logged only: the member sees no message. This
 * is what the server says now; the card the member shows at the counter is the one saved on the
 * device (offline/), which the dashboard reads beside it.
 */
export function useMemberSession(): MemberSession {
  const [token] = useState(() => localStorage.getItem(TOKEN_KEYS.member));
  const me = useQuery({ ...memberQueries.me(token ?? ''), enabled: token !== null });
  const visits = useInfiniteQuery({
    ...memberQueries.visits(token ?? ''),
    enabled: token !== null && me.isSuccess,
  });
  const pages = visits.data?.pages;
  const all = useMemo(() => pages?.flat() ?? NO_VISITS, [pages]);
  const { fetchNextPage } = visits;
  const loadMoreVisits = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return {
    token,
    member: me.data ?? null,
    // Until `me` and the first page of visits have answered (or failed).
    loading: token !== null && (me.isPending || (me.isSuccess && visits.isPending)),
    visits: all,
    hasMoreVisits: visits.hasNextPage,
    loadingMoreVisits: visits.isFetchingNextPage,
    loadMoreVisits,
  };
}
