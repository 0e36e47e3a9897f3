import { act, renderHook, waitFor } from '@testing-library/react';
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../api/query-test-kit.tsx';
import { OfflineDb } from '../../offline/db.ts';
import { BACK_GUARD_MS, guardBackNavigation, logoutMember, useMemberSession } from './session.ts';

const me: CurrentMember = {
  id: '1',
  name: 'Ananya Krishnan',
  email: 'member@demo.mcs',
  phone: null,
  plan: 'Annual',
  status: 'Active',
  validUntil: '2027-11-24T00:00:00.000Z',
  membershipId: 'MCS-2026-4F9A2C',
  familyMembers: 0,
  familyDetails: [],
};

const visits = (from: number, count: number): MemberVisit[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(from + i),
    hospitalName: 'Lotus Dental Care',
    doctorName: 'Dr. Priya Reddy',
    address: 'MG Road',
    visitedTime: '2026-11-01T10:00:00.000Z',
    service: 'Consultation',
    billAmount: 500,
    discountApplied: 10,
    savedAmount: 50,
  }));

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A member's session token as the server signs it (the device reads it without checking). */
const memberToken = (id: string) =>
  `${b64url({ alg: 'ES256' })}.${b64url({ role: 'member', id, email: 'm@demo.mcs' })}.c2ln`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('useMemberSession', () => {
  let calls: string[];
  let db: OfflineDb;
  beforeEach(() => {
    calls = [];
    db = new OfflineDb(`session-${crypto.randomUUID()}`);
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/api/auth/me') return json(me);
        const page = new URL(url, 'http://x').searchParams.get('page');
        return json(page === '1' ? visits(1, 100) : visits(101, 3));
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await db.delete();
  });

  const session = () => renderHook(() => useMemberSession(db), { wrapper: WithQueries });
  const serverGone = () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        throw new TypeError('Failed to fetch');
      }),
    );
  };
  const keptAt = '2026-11-21T08:35:00.000Z';
  const keepCopy = () =>
    db.memberKept.put({
      id: 'current',
      member: me,
      visits: visits(1, 7),
      visitsComplete: true,
      at: keptAt,
    });

  it('is a guest without a token and asks the server nothing', () => {
    const { result } = renderHook(() => useMemberSession(db), { wrapper: WithQueries });
    expect(result.current).toMatchObject({
      member: null,
      loading: false,
      visits: [],
      data: { status: 'guest' },
    });
    expect(calls).toEqual([]);
  });

  it('stops loading when the server cannot be reached, asks for no visits, and says the truth is unknown', async () => {
    serverGone();
    localStorage.setItem('token', 'member-tok');
    const { result } = session();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({
      member: null,
      visits: [],
      hasMoreVisits: false,
      data: { status: 'unknown', unreachable: true },
    });
    expect(calls).toEqual(['/api/auth/me']);
  });

  it("keeps the server's answer on the device: the member and every visit loaded, with the time", async () => {
    localStorage.setItem('token', 'member-tok');
    const { result } = session();
    await waitFor(() => expect(result.current.data.status).toBe('server'));
    await waitFor(async () => expect(await db.memberKept.get('current')).toBeDefined());
    const kept = await db.memberKept.get('current');
    expect(kept?.member).toEqual(me);
    expect(kept?.visits).toHaveLength(100);
    expect(kept?.visitsComplete).toBe(false);
    expect(Number.isNaN(Date.parse(kept?.at ?? ''))).toBe(false);

    act(() => result.current.loadMoreVisits());
    await waitFor(async () =>
      expect((await db.memberKept.get('current'))?.visits).toHaveLength(103),
    );
    expect((await db.memberKept.get('current'))?.visitsComplete).toBe(true);
  });

  it('with the server unreachable, gives the copy kept on the device and when it was kept', async () => {
    await keepCopy();
    serverGone();
    localStorage.setItem('token', memberToken('1'));
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const answer = useMemberSession(db);
        seen.push(answer.data.status);
        return answer;
      },
      { wrapper: WithQueries },
    );
    await waitFor(() => expect(result.current.data).toMatchObject({ asking: false }));
    // Never "nothing kept" while the device had not yet said what it keeps.
    expect(seen).not.toContain('unknown');
    expect(result.current.data).toEqual({
      status: 'device',
      asking: false,
      copy: { member: me, visits: visits(1, 7), visitsComplete: true, at: keptAt },
    });
    // The server's own word is still that nothing is known: the card and name read it.
    expect(result.current.member).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it("never shows another member's kept copy (a shared phone where logout could not run)", async () => {
    await keepCopy();
    serverGone();
    localStorage.setItem('token', memberToken('2'));
    const { result } = session();
    await waitFor(() =>
      expect(result.current.data).toEqual({ status: 'unknown', unreachable: true }),
    );
  });

  it('does not show the kept copy as true when the server answers with a refusal', async () => {
    await keepCopy();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Session expired' }, 401)),
    );
    localStorage.setItem('token', memberToken('1'));
    const { result } = session();
    await waitFor(() =>
      expect(result.current.data).toEqual({ status: 'unknown', unreachable: false }),
    );
  });

  it('loads the member, then the visits, and the next page of visits past the first 100', async () => {
    localStorage.setItem('token', 'member-tok');
    const { result } = session();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.visits).toHaveLength(100));
    expect(result.current.member?.name).toBe('Ananya Krishnan');
    expect(result.current.hasMoreVisits).toBe(true);

    act(() => result.current.loadMoreVisits());
    await waitFor(() => expect(result.current.visits).toHaveLength(103));
    expect(result.current.hasMoreVisits).toBe(false);
    expect(calls).toEqual([
      '/api/auth/me',
      '/api/partners/my-visits?page=1&limit=100',
      '/api/partners/my-visits?page=2&limit=100',
    ]);
  });
});

describe('signing out', () => {
  let db: OfflineDb;
  beforeEach(() => {
    localStorage.clear();
    db = new OfflineDb(`logout-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await db.delete();
  });

  describe('logoutMember', () => {
    it("clears the token, takes this member's card and the copy kept beside it off the device, tells the server and goes to /login", async () => {
      const fetch = vi.fn(
        async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }),
      );
      vi.stubGlobal('fetch', fetch);
      localStorage.setItem('token', 'member-tok');
      await db.card.put({
        id: 'current',
        jws: 'a.b.c',
        membershipId: 'MCS-2026-4F9A2C',
        validUntil: '2027-01-01T00:00:00.000Z',
        fetchedAt: '2026-11-01T00:00:00.000Z',
      });
      await db.memberKept.put({
        id: 'current',
        member: me,
        visits: visits(1, 2),
        visitsComplete: true,
        at: '2026-11-01T00:00:00.000Z',
      });
      const toLogin = vi.fn();

      await logoutMember(db, toLogin);

      expect(localStorage.getItem('token')).toBeNull();
      expect(await db.card.count()).toBe(0);
      expect(await db.memberKept.count()).toBe(0);
      expect(toLogin).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(String(url)).toBe('/api/auth/logout');
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer member-tok');
    });

    it('signs out of the device even when the server cannot be reached', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      localStorage.setItem('token', 'member-tok');
      const toLogin = vi.fn();
      await logoutMember(db, toLogin);
      expect(localStorage.getItem('token')).toBeNull();
      expect(toLogin).toHaveBeenCalled();
    });
  });

  describe('guardBackNavigation', () => {
    it('sends back-navigation to /login for 5 seconds while no token is stored', () => {
      vi.useFakeTimers();
      const toLogin = vi.fn();
      guardBackNavigation(toLogin);

      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(toLogin).toHaveBeenCalledTimes(1);

      vi.advanceTimersByTime(BACK_GUARD_MS - 1);
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(toLogin).toHaveBeenCalledTimes(2);

      vi.advanceTimersByTime(1);
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(toLogin).toHaveBeenCalledTimes(2);
    });

    it('lets back-navigation through once someone has signed in again', () => {
      vi.useFakeTimers();
      const toLogin = vi.fn();
      guardBackNavigation(toLogin);
      localStorage.setItem('token', 'new-member');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(toLogin).not.toHaveBeenCalled();
    });
  });
});
