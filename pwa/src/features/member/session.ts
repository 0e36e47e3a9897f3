// The member's session on this device, in one place: the token the sign-in stored (the public
// /login page stores it through the client), what the server says of the member now, and signing
// out.
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { TOKEN_KEYS } from '../../api/client.ts';
import { logoutSession, memberQueries } from '../../api/member-api.ts';
import { gotNoAnswer } from '../../net/message-for.ts';
import {
  forgetMemberOnDevice,
  keepMemberCopy,
  keptCopyFor,
  offlineDb,
  useKeptMember,
} from '../../offline/member.ts';
import type { KeptMember, MemberCopy, OfflineDb } from '../../offline/member.ts';

export type { MemberCopy };

/**
 * What the member area can show of the member's subscription, family and visits, and where it
 * comes from. A screen never shows an empty state when the truth is not known.
 */
export type MemberData =
  /** No member is signed in on this device. */
  | { status: 'guest' }
  /** The server is being asked and the device keeps nothing to show meanwhile. */
  | { status: 'loading' }
  | { status: 'server'; copy: MemberCopy }
  /**
   * The copy this device kept from the server's last answer: the server could not be reached,
   * or is still being asked (`asking`) and the screens show what they had rather than nothing.
   */
  | { status: 'device'; copy: MemberCopy; asking: boolean }
  /**
   * Nothing true can be shown: the server gave no answer (`unreachable`) and the device keeps
   * nothing, or the server refused or failed.
   */
  | { status: 'unknown'; unreachable: boolean };

export interface MemberSession {
  token: string | null;
  /** Null for a guest, or while the server cannot be reached. */
  member: CurrentMember | null;
  loading: boolean;
  visits: MemberVisit[];
  hasMoreVisits: boolean;
  loadingMoreVisits: boolean;
  loadMoreVisits: () => void;
  /** What to show of the membership and visits: the server's answer or the device's copy. */
  data: MemberData;
}

const NO_VISITS: MemberVisit[] = [];

function copyOf(kept: KeptMember): MemberCopy {
  const { member, visits, visitsComplete, at } = kept;
  return { member, visits, visitsComplete, at };
}

/**
 * A member is signed in when a token is stored and `me` answers (memberQueries.me); only then are
 * the visits loaded, page after page. `member` and `visits` are what the server says now; `data`
 * is what the screens show: the server's answer, kept on the device each time it comes, or with
 * no answer the copy kept before, with its time. The card the member shows at the counter is the
 * one saved on the device (offline/), which the dashboard reads beside it.
 */
export function useMemberSession(db: OfflineDb = offlineDb()): MemberSession {
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
  const kept = useKeptMember(db);

  const fromServer = me.data !== undefined && visits.isSuccess;
  const complete = !visits.hasNextPage;
  // The older of the two answers: the copy is no newer than that.
  const answeredAt = Math.min(me.dataUpdatedAt, visits.dataUpdatedAt);
  const serverCopy = useMemo<MemberCopy | null>(
    () =>
      fromServer && me.data
        ? {
            member: me.data,
            visits: all,
            visitsComplete: complete,
            at: new Date(answeredAt).toISOString(),
          }
        : null,
    [fromServer, me.data, all, complete, answeredAt],
  );
  useEffect(() => {
    // Not after logout: a late answer must not put back what logout took off the device.
    if (serverCopy && localStorage.getItem(TOKEN_KEYS.member) === token)
      void keepMemberCopy(db, serverCopy).catch((error: unknown) =>
        console.error('Could not keep the member copy on this device', error),
      );
  }, [db, serverCopy, token]);

  const data = memberData({
    token,
    serverCopy,
    error: me.isError ? me.error : visits.isError ? visits.error : null,
    member: me.data ?? null,
    kept,
  });

  return {
    token,
    member: me.data ?? null,
    // Until `me` and the first page of visits have answered (or failed), with nothing kept to
    // show meanwhile.
    loading: data.status === 'loading',
    data,
    visits: all,
    hasMoreVisits: visits.hasNextPage,
    loadingMoreVisits: visits.isFetchingNextPage,
    loadMoreVisits,
  };
}

/** Where what the screens show comes from; see MemberData. */
function memberData({
  token,
  serverCopy,
  error,
  member,
  kept,
}: {
  token: string | null;
  serverCopy: MemberCopy | null;
  error: unknown;
  member: CurrentMember | null;
  kept: KeptMember | null | undefined;
}): MemberData {
  if (token === null) return { status: 'guest' };
  if (serverCopy) return { status: 'server', copy: serverCopy };
  // Until the device has said what it keeps, "nothing kept" is not known either.
  if (kept === undefined) return { status: 'loading' };
  // Another member's copy is never shown: the token and, when it answered, the server say whose.
  const theirs = keptCopyFor(token, kept);
  const mine = theirs && (!member || theirs.member.id === member.id) ? theirs : null;
  if (error !== null) {
    // A refusal or a failure is the server's answer: the copy is not shown as if it were true now.
    const unreachable = gotNoAnswer(error);
    if (unreachable && mine) return { status: 'device', copy: copyOf(mine), asking: false };
    return { status: 'unknown', unreachable };
  }
  if (mine) return { status: 'device', copy: copyOf(mine), asking: true };
  return { status: 'loading' };
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
 * Signs the member out of this device: the token goes, the card and the copy kept beside it
 * leave the device (a family shares one phone), the server ends the session if it can.
 */
export async function logoutMember(db: OfflineDb, toLogin: () => void): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEYS.member);
  localStorage.removeItem(TOKEN_KEYS.member);
  await forgetMemberOnDevice(db);
  if (token) void logoutSession(token);
  toLogin();
  guardBackNavigation(toLogin);
}
