// The member's session on this device, in one place: the token the sign-in stored (the public
// /login page stores it through the client), what the server says of the member now, and signing
// out.
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { TOKEN_KEYS } from '../../api/client.ts';
import { logoutSession, memberQueries } from '../../api/member-api.ts';
import type { OfflineDb } from '../../offline/index.ts';

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

/** After logout, back-navigation goes to /login for this long. */
export const BACK_GUARD_MS = 5000;

/**
 * For BACK_GUARD_MS after logout, going back (to the dashboard's history entry) lands on /login
 * again while no token is stored. Returns a function that ends the guard early.
 */
export function guardBackNavigation(
  toLogin: () => void,
  win: Pick<
    Window,
    'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
  > = window,
  storage: Pick<Storage, 'getItem'> = localStorage,
): () => void {
  const onPop = () => {
    if (storage.getItem(TOKEN_KEYS.member) === null) toLogin();
  };
  win.addEventListener('popstate', onPop);
  const stop = () => {
    win.clearTimeout(timer);
    win.removeEventListener('popstate', onPop);
  };
  const timer = win.setTimeout(stop, BACK_GUARD_MS);
  return stop;
}

/**
 * Signs the member out of this device: the token goes, the card
 * leaves the device (a family shares one phone), the server ends the session if it can.
 */
export async function logoutMember(db: OfflineDb, toLogin: () => void): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEYS.member);
  localStorage.removeItem(TOKEN_KEYS.member);
  await db.card.clear();
  if (token) void logoutSession(token);
  toLogin();
  guardBackNavigation(toLogin);
}
