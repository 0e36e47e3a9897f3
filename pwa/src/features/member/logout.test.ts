import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from '../../offline/db.ts';
import { BACK_GUARD_MS, guardBackNavigation, logoutMember } from './logout.ts';

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
  it("clears the token, takes this member's card off the device, tells the server and goes to /login", async () => {
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
    const toLogin = vi.fn();

    await logoutMember(db, toLogin);

    expect(localStorage.getItem('token')).toBeNull();
    expect(await db.card.count()).toBe(0);
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
