import { describe, expect, it, vi } from 'vitest';
import { OfflineDb } from './db.ts';
import { countPending, enqueueVisit, listOutbox } from './outbox.ts';
import {
  engineUnderTest,
  FakeSyncServer,
  freshDb,
  ManualClock,
  partnerSessionToken,
} from './offline-test-kit.ts';
import { BACKGROUND_SYNC_TAG, SYNC_REQUEST_MESSAGE } from './background-sync.ts';
import type { SyncEnvironment } from './background-sync.ts';
import { backoffDelay, createSyncEngine, DEFAULT_BACKOFF } from './sync-loop.ts';
import type { SyncEngineOptions } from './sync-loop.ts';

const visit = { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 };

/** An EventTarget that can say who still listens, so a stopped loop can be seen to let go. */
class ListenedTarget extends EventTarget {
  readonly listening = new Map<string, number>();

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 0) + 1);
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 0) - 1);
    super.removeEventListener(...args);
  }
}

function fakeEnv() {
  const win = new ListenedTarget();
  const doc = Object.assign(new ListenedTarget(), {
    visibilityState: 'hidden' as DocumentVisibilityState,
  });
  const serviceWorker = Object.assign(new ListenedTarget(), {
    ready: Promise.resolve({} as ServiceWorkerRegistration),
  });
  const persist = vi.fn(async () => true);
  const env: SyncEnvironment = {
    window: win,
    document: doc,
    navigator: { storage: { persist }, serviceWorker },
  };
  return { env, win, doc, serviceWorker, persist };
}

function setup(overrides: Partial<SyncEngineOptions> = {}) {
  const { env, ...targets } = fakeEnv();
  return { ...engineUnderTest({ env, ...overrides }), ...targets };
}

async function queue(db: OfflineDb, n: number) {
  for (let i = 0; i < n; i++)
    await enqueueVisit(db, visit, { at: new Date(Date.UTC(2026, 5, 1, 9, 0, i)) });
}

describe('the sync loop: pushing the outbox', () => {
  it('sends waiting visits oldest first and empties the outbox when the server applies them', async () => {
    const { db, server, engine } = setup();
    await queue(db, 3);

    const result = await engine.syncNow();

    expect(result).toMatchObject({ ok: true, sent: 3, pending: 0 });
    expect(server.applied.size).toBe(3);
    expect(server.pushCalls[0]!.map((m) => m.clientTime)).toEqual(
      [...server.pushCalls[0]!.map((m) => m.clientTime)].sort(),
    );
    expect(await countPending(db)).toBe(0);
  });

  it('sends a long outbox in batches', async () => {
    const { db, server, engine } = setup({ batchSize: 100 });
    await queue(db, 250);

    await engine.syncNow();

    expect(server.pushCalls.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(server.applied.size).toBe(250);
  });

  it('keeps a visit the server rejected, with its reason, and does not send it again', async () => {
    const { db, server, engine } = setup();
    await queue(db, 2);
    server.pushHandler = (mutations) => ({
      kind: 'ok',
      data: {
        results: mutations.map((m, i) =>
          i === 0
            ? { id: m.id, status: 'rejected' as const, reason: 'Unknown membership ID' }
            : { id: m.id, status: 'applied' as const },
        ),
      },
    });

    const result = await engine.syncNow();
    await engine.syncNow();

    expect(result).toMatchObject({ sent: 1, rejected: 1, pending: 0 });
    expect(await listOutbox(db)).toEqual([
      expect.objectContaining({ status: 'rejected', rejectedReason: 'Unknown membership ID' }),
    ]);
    expect(server.pushCalls).toHaveLength(1);
  });

  it.each([
    ['the network is down', { kind: 'error' as const, message: 'No connection to the server' }],
    ['the server fails with a 5xx', { kind: 'error' as const, message: 'Server answered 503' }],
    ['the session expired (401)', { kind: 'auth' as const, message: 'Session expired' }],
  ])('keeps every visit when %s', async (_label, failure) => {
    const { db, server, engine } = setup();
    await queue(db, 3);
    server.pushHandler = () => failure;

    const result = await engine.syncNow();

    expect(result).toMatchObject({ ok: false, error: failure.message, pending: 3 });
    const items = await listOutbox(db);
    expect(items).toHaveLength(3);
    expect(
      items.every(
        (i) => i.status === 'pending' && i.attempts === 1 && i.lastError === failure.message,
      ),
    ).toBe(true);
  });

  it('asks the partner to sign in again on a 401, then sends the waiting visits', async () => {
    let signedIn = false;
    const onAuthRequired = vi.fn(async () => {
      signedIn = true;
      return true;
    });
    const { db, server, engine } = setup({ onAuthRequired });
    await queue(db, 2);
    server.pushHandler = (mutations) =>
      signedIn
        ? { kind: 'ok', data: server.answer(mutations) }
        : { kind: 'auth', message: 'Session expired' };

    const result = await engine.syncNow();

    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: true, sent: 2, pending: 0 });
  });

  it('keeps the visits when the partner does not sign in again', async () => {
    const onAuthRequired = vi.fn(() => false);
    const { db, server, engine } = setup({ onAuthRequired });
    await queue(db, 2);
    server.pushHandler = () => ({ kind: 'auth', message: 'Session expired' });

    const result = await engine.syncNow();

    expect(result).toMatchObject({ ok: false, pending: 2 });
    expect(server.pushCalls).toHaveLength(1);
  });

  it('keeps visits the server did not answer for', async () => {
    const { db, server, engine } = setup();
    await queue(db, 2);
    server.pushHandler = () => ({ kind: 'ok', data: { results: [] } });

    const result = await engine.syncNow();

    expect(result).toMatchObject({ ok: false, pending: 2 });
    expect(server.pushCalls).toHaveLength(1);
  });

  it('never sends the same visit twice as new, even when the server applied it but the answer was lost', async () => {
    const { db, server, engine } = setup();
    await queue(db, 3);
    server.pushHandler = (mutations) => {
      server.answer(mutations);
      return { kind: 'error', message: 'No connection to the server' };
    };
    await engine.syncNow();
    server.pushHandler = (mutations) => ({ kind: 'ok', data: server.answer(mutations) });

    await engine.syncNow();

    expect(server.applied.size).toBe(3);
    expect(await countPending(db)).toBe(0);
  });

  it('sends a visit whose answer was lost when the app closed again after reopening, and it counts once', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    await queue(db, 3);
    server.pushHandler = (mutations) => {
      server.answer(mutations);
      return { kind: 'error', message: 'No connection to the server' };
    };
    const beforeClose = createSyncEngine({ db, client: server, tasks: { push: true }, env: {} });
    await beforeClose.syncNow();
    beforeClose.stop();
    db.close();

    server.pushHandler = (mutations) => ({ kind: 'ok', data: server.answer(mutations) });
    const reopened = new OfflineDb(db.name);
    const afterReopen = createSyncEngine({
      db: reopened,
      client: server,
      tasks: { push: true },
      env: {},
    });
    const result = await afterReopen.syncNow();

    expect(result).toMatchObject({ ok: true, sent: 3, pending: 0 });
    expect(server.pushCalls[1]!.map((m) => m.id)).toEqual(server.pushCalls[0]!.map((m) => m.id));
    expect(server.applied.size).toBe(3);
    expect(await listOutbox(reopened)).toEqual([]);
    reopened.close();
  });

  it('sends a visit recorded while a run is past its push by one more run straight after it', async () => {
    const { db, server, engine } = setup({ tasks: { push: true, jwks: true } });
    server.keys = {
      keys: [{ kty: 'EC', crv: 'P-256', kid: 'k1', x: 'x', y: 'y', alg: 'ES256', use: 'sig' }],
    };
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let keyCalls = 0;
    const keys = server.jwks.bind(server);
    server.jwks = async () => {
      keyCalls += 1;
      if (keyCalls === 1) await held;
      return keys();
    };

    const run = engine.syncNow();
    await vi.waitFor(() => expect(keyCalls).toBe(1));
    await engine.recordVisit(visit);
    release();
    const result = await run;

    expect(result).toMatchObject({ ok: true, sent: 1, pending: 0 });
    expect(server.applied.size).toBe(1);
    expect(await countPending(db)).toBe(0);
    expect(keyCalls).toBe(2);
  });

  it('records a visit under the partner whose session is stored, and sends it with that session', async () => {
    const { db, server, engine } = setup();
    server.session = partnerSessionToken('11');

    const item = await engine.recordVisit(visit);
    await engine.syncNow();

    expect(item.partnerId).toBe('11');
    expect(server.pushCalls[0]!.map((m) => m.id)).toEqual([item.id]);
    expect(server.pushTokens[0]).toBe(server.session);
    expect(await countPending(db)).toBe(0);
  });

  it('records a visit in the outbox before trying to send it', async () => {
    const { db, server, engine } = setup();
    server.pushHandler = () => ({ kind: 'error', message: 'No connection to the server' });

    const item = await engine.recordVisit(visit);
    await engine.syncNow();

    expect((await listOutbox(db)).map((i) => i.id)).toEqual([item.id]);
  });
});

describe('the sync loop: when it runs', () => {
  it('backs off with jitter while the server is unreachable and returns to the normal interval after a success', async () => {
    const randoms = [0, 1, 0.5, 0.25];
    const { db, server, clock, engine } = setup({ random: () => randoms.shift() ?? 0 });
    await queue(db, 1);
    server.pushHandler = () => ({ kind: 'error', message: 'No connection to the server' });
    engine.start();
    await vi.waitFor(() => expect(clock.delays).toHaveLength(1));

    for (let i = 0; i < 3; i++) await engine.syncNow();
    server.pushHandler = (mutations) => ({ kind: 'ok', data: server.answer(mutations) });
    await engine.syncNow();
    engine.stop();

    // Ceilings 2 s, 4 s, 8 s, 16 s; half of each is fixed, the other half scaled by the jitter.
    expect(clock.delays).toEqual([1_000, 4_000, 6_000, 10_000, DEFAULT_BACKOFF.intervalMs]);
  });

  it('retries on its own timer after a failure, with no other trigger, and stops when asked', async () => {
    const { db, server, clock, engine } = setup();
    await queue(db, 2);
    server.pushHandler = () => ({ kind: 'error', message: 'No connection to the server' });
    engine.start();
    await vi.waitFor(() => expect(clock.delays).toHaveLength(1));
    expect(clock.lastDelay).toBe(backoffDelay(1, () => 0.5));
    expect(await countPending(db)).toBe(2);

    server.pushHandler = (mutations) => ({ kind: 'ok', data: server.answer(mutations) });
    clock.fire();
    await vi.waitFor(() => expect(clock.delays).toHaveLength(2));

    expect(server.applied.size).toBe(2);
    expect(await countPending(db)).toBe(0);
    expect(clock.lastDelay).toBe(DEFAULT_BACKOFF.intervalMs);
    expect(clock.armed).toBe(true);
    engine.stop();
    expect(clock.armed).toBe(false);
  });

  it('grows the delay with every failure, spreads it by jitter and caps it', () => {
    const delays = [1, 2, 3, 4, 10, 20].map((n) => backoffDelay(n, () => 0.999));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(backoffDelay(3, () => 0)).toBeLessThan(backoffDelay(3, () => 0.9));
    expect(backoffDelay(3, () => 0)).toBeGreaterThanOrEqual(DEFAULT_BACKOFF.baseMs * 2);
    expect(backoffDelay(50, () => 0.999)).toBeLessThanOrEqual(DEFAULT_BACKOFF.maxMs);
    expect(backoffDelay(0, () => 0.3)).toBe(DEFAULT_BACKOFF.intervalMs);
  });

  it('runs when the browser comes back online, when the page becomes visible and when the service worker relays a Background Sync', async () => {
    const { db, server, clock, engine, win, doc, serviceWorker } = setup();
    engine.start();
    // Each run ends by arming the timer: wait for that, so a visit queued next can only be sent
    // by the trigger under test, not swept up by a run still going.
    await vi.waitFor(() => expect(clock.delays).toHaveLength(1));
    expect(server.pushCalls).toHaveLength(0);

    await queue(db, 1);
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(clock.delays).toHaveLength(2));
    expect(server.pushCalls).toHaveLength(1);

    await queue(db, 1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(clock.delays).toHaveLength(3));
    expect(server.pushCalls).toHaveLength(2);

    await queue(db, 1);
    serviceWorker.dispatchEvent(
      new MessageEvent('message', { data: { type: SYNC_REQUEST_MESSAGE } }),
    );
    await vi.waitFor(() => expect(clock.delays).toHaveLength(4));
    expect(server.pushCalls).toHaveLength(3);
    expect(clock.delays).toHaveLength(4);

    engine.stop();
    expect(win.listening.get('online')).toBe(0);
    expect(doc.listening.get('visibilitychange')).toBe(0);
    expect(serviceWorker.listening.get('message')).toBe(0);
  });

  it('registers a Background Sync when a visit is recorded, where the browser has it', async () => {
    const register = vi.fn(async () => undefined);
    const db = freshDb();
    const { env } = fakeEnv();
    const registration = { sync: { register } } as unknown as ServiceWorkerRegistration;
    const serviceWorker = Object.assign(new EventTarget(), {
      ready: Promise.resolve(registration),
    });
    const engine = createSyncEngine({
      db,
      client: new FakeSyncServer(),
      tasks: { push: true },
      clock: new ManualClock(),
      env: { ...env, navigator: { serviceWorker } },
    });

    await engine.recordVisit(visit);

    // The registration is fire-and-forget after the Dexie write; a loaded CI machine needs more than
    // waitFor's default second to get there.
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(BACKGROUND_SYNC_TAG), {
      timeout: 5_000,
    });
  });
});
