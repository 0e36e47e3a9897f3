import { describe, expect, it, vi } from 'vitest';
import type { SyncMutation } from '@mcs/shared';
import {
  BACKGROUND_SYNC_TAG,
  handleBackgroundSync,
  requestBackgroundSync,
  SYNC_REQUEST_MESSAGE,
  workerOutboxPush,
} from './background-sync.ts';
import type { WorkerScopeLike } from './background-sync.ts';
import type { OfflineDb } from './db.ts';
import { freshDb, memoryStorage, partnerSessionToken } from './offline-test-kit.ts';
import { countPending, enqueueVisit, listOutbox } from './outbox.ts';
import { clearPartnerToken, savePartnerToken } from './partner-session.ts';

type SyncListener = Parameters<WorkerScopeLike['addEventListener']>[1];

const visit = { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** `POST api/sync/push` as the server answers it: every new visit applied. */
async function serverApplyingAll(_url: RequestInfo | URL, init?: RequestInit) {
  const { mutations } = JSON.parse(String(init?.body)) as { mutations: SyncMutation[] };
  return json(200, { results: mutations.map((m) => ({ id: m.id, status: 'applied' })) });
}

/** A service worker scope with `windows` open tabs, over a device database and a fake network. */
function fakeWorker(options: { windows: number; db?: OfflineDb; fetch?: typeof fetch }) {
  const db = options.db ?? freshDb();
  const fetch = vi.fn(options.fetch ?? serverApplyingAll);
  const pages = Array.from({ length: options.windows }, () => ({ postMessage: vi.fn() }));
  let listener: SyncListener | undefined;
  const scope: WorkerScopeLike = {
    addEventListener: (_type, fn) => {
      listener = fn;
    },
    clients: { matchAll: async () => pages },
  };
  handleBackgroundSync(scope, workerOutboxPush(db, fetch));
  /** Fires a sync event; resolves with the work the worker handed to waitUntil, if any. */
  const fire = (tag: string): Promise<unknown> | undefined => {
    let work: Promise<unknown> | undefined;
    const event = Object.assign(new Event('sync'), {
      tag,
      waitUntil: (p: Promise<unknown>) => {
        work = p;
      },
    });
    listener?.(event);
    return work;
  };
  return { db, fetch, pages, fire };
}

/** A device where a partner signed in and recorded `n` visits before closing every tab. */
async function deviceWithWaitingVisits(n: number) {
  const db = freshDb();
  const stores = { db, storage: memoryStorage() };
  await savePartnerToken('partner-session', stores);
  for (let i = 0; i < n; i++) await enqueueVisit(db, visit);
  return { db, stores };
}

describe('Background Sync in the service worker', () => {
  it('wakes every open page and still pushes itself: an open tab may run no partner sync', async () => {
    const { db } = await deviceWithWaitingVisits(2);
    const { pages, fire } = fakeWorker({ windows: 2, db });

    await fire(BACKGROUND_SYNC_TAG);

    for (const page of pages)
      expect(page.postMessage).toHaveBeenCalledWith({ type: SYNC_REQUEST_MESSAGE });
    expect(await countPending(db)).toBe(0);
  });

  it('fails the sync with pages open when its own push fails, so the browser tries again', async () => {
    const { db } = await deviceWithWaitingVisits(1);
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    const { fire } = fakeWorker({ windows: 1, db, fetch: offline });

    await expect(fire(BACKGROUND_SYNC_TAG)).rejects.toThrow();

    expect(await countPending(db)).toBe(1);
  });

  it('pushes the waiting visits itself with the partner session when every tab is closed', async () => {
    const { db } = await deviceWithWaitingVisits(3);
    const { fetch, fire } = fakeWorker({ windows: 0, db });

    await fire(BACKGROUND_SYNC_TAG);

    expect(await countPending(db)).toBe(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/sync/push');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer partner-session');
  });

  it.each([
    ['the network is down', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails with a 5xx', async () => json(503, { message: 'Service unavailable' })],
    ['the session expired (401)', async () => json(401, { message: 'Session expired' })],
  ])(
    'keeps every visit and fails the sync, so the browser tries again later, when %s',
    async (_label, failure) => {
      const { db } = await deviceWithWaitingVisits(2);
      const { fire } = fakeWorker({ windows: 0, db, fetch: failure });

      await expect(fire(BACKGROUND_SYNC_TAG)).rejects.toThrow();

      const items = await listOutbox(db);
      expect(items).toHaveLength(2);
      expect(items.every((i) => i.status === 'pending' && i.attempts === 1)).toBe(true);
    },
  );

  it('sends nothing after the partner signed out, and leaves the visits for the next sign-in', async () => {
    const { db, stores } = await deviceWithWaitingVisits(1);
    await clearPartnerToken(stores);
    const { fetch, fire } = fakeWorker({ windows: 0, db });

    await expect(fire(BACKGROUND_SYNC_TAG)).rejects.toThrow('Please sign in again.');

    expect(fetch).not.toHaveBeenCalled();
    expect(await countPending(db)).toBe(1);
  });

  it("pushes only the signed-in partner's visits; another partner's wait for their next sign-in", async () => {
    const db = freshDb();
    const stores = { db, storage: memoryStorage() };
    const theirs = await enqueueVisit(db, visit, { partnerId: '11' });
    const mine = await enqueueVisit(db, visit, { partnerId: '12' });
    await savePartnerToken(partnerSessionToken('12'), stores);
    const { fetch, fire } = fakeWorker({ windows: 0, db });

    await expect(fire(BACKGROUND_SYNC_TAG)).resolves.toBeUndefined();

    const sent = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toEqual([{ mutations: [expect.objectContaining({ id: mine.id })] }]);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Authorization')).toBe(
      `Bearer ${partnerSessionToken('12')}`,
    );
    expect((await listOutbox(db)).map((i) => i.id)).toEqual([theirs.id]);
  });

  it('finishes at once when no visit is waiting', async () => {
    const { fetch, fire } = fakeWorker({ windows: 0 });

    await expect(fire(BACKGROUND_SYNC_TAG)).resolves.toBeUndefined();

    expect(fetch).not.toHaveBeenCalled();
  });

  it("leaves other apps' sync tags alone", () => {
    const { pages, fire } = fakeWorker({ windows: 1 });

    expect(fire('someone-else')).toBeUndefined();

    expect(pages[0]!.postMessage).not.toHaveBeenCalled();
  });
});

describe('Background Sync in the page', () => {
  it('reports that it could not register where the browser has no Background Sync', async () => {
    const noSyncManager = { ready: Promise.resolve({} as ServiceWorkerRegistration) };
    const container = Object.assign(new EventTarget(), noSyncManager);

    expect(await requestBackgroundSync({})).toBe(false);
    expect(await requestBackgroundSync({ navigator: { serviceWorker: container } })).toBe(false);
  });
});
