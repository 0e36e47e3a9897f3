import type { VisitMutationPayload } from '@mcs/shared';
import type { OfflineDb, OutboxItem } from './db.ts';
import { readSyncState, writeSyncState } from './db.ts';
import {
  countPending,
  enqueueVisit,
  pendingItems,
  recordPushFailure,
  settlePush,
  toMutation,
} from './outbox.ts';
import { pullDirectory, pullJwks, pullMemberCard, pullRevocations } from './pull.ts';
import type { PullOutcome } from './pull.ts';
import type { SyncClient } from './sync-client.ts';
import { listenForBackgroundSync, requestBackgroundSync } from './background-sync.ts';
import type { SyncEnvironment } from './background-sync.ts';

/**
 * The sync loop (DESIGN.md 6). It runs on start, when the browser comes back `online`, when the
 * page becomes visible, on a timer that backs off with jitter while the server is unreachable,
 * when the service worker relays a Background Sync, and from a "Sync now" button. One run at a
 * time: a trigger during a run asks for one more run after it.
 */

export interface SyncClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncTasks {
  push?: boolean;
  directory?: boolean;
  revocations?: boolean;
  jwks?: boolean;
  memberCard?: boolean;
}

export interface BackoffPolicy {
  /** Delay between runs while all is well. */
  intervalMs: number;
  /** First retry delay after a failure; doubles per further failure up to `maxMs`. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  intervalMs: 5 * 60_000,
  baseMs: 2_000,
  maxMs: 5 * 60_000,
};

export interface SyncEngineOptions {
  db: OfflineDb;
  client: SyncClient;
  tasks: SyncTasks;
  /**
   * The server said the session expired. Resolve `true` once the user has signed in again and
   * the push is retried at once; anything else leaves every item waiting for the next run.
   */
  onAuthRequired?: () => boolean | void | Promise<boolean | void>;
  batchSize?: number;
  backoff?: BackoffPolicy;
  clock?: SyncClock;
  /** In [0, 1); the jitter source. */
  random?: () => number;
  env?: SyncEnvironment;
}

export interface SyncRunResult {
  ok: boolean;
  /** Items the server applied or already had. */
  sent: number;
  rejected: number;
  pending: number;
  error?: string;
}

export interface SyncEngine {
  start(): void;
  stop(): void;
  syncNow(): Promise<SyncRunResult>;
  /** Stores the visit in the outbox first, then tries to send it. */
  recordVisit(visit: VisitMutationPayload): Promise<OutboxItem>;
  /** Consecutive failed runs; 0 after a run that succeeded. */
  readonly failures: number;
}

/**
 * Equal jitter: half the backoff is fixed, half random, so retries from many counters spread
 * out but the delay still grows with every failure.
 */
export function backoffDelay(
  failures: number,
  random: () => number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  if (failures <= 0) return policy.intervalMs;
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

const realClock: SyncClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserEnv(): SyncEnvironment {
  return {
    window: typeof window === 'undefined' ? undefined : window,
    document: typeof document === 'undefined' ? undefined : document,
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
  };
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, client, tasks } = options;
  const batchSize = options.batchSize ?? 100;
  const policy = options.backoff ?? DEFAULT_BACKOFF;
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const env = options.env ?? browserEnv();

  let failures = 0;
  let timer: unknown;
  let running: Promise<SyncRunResult> | null = null;
  let rerun = false;
  let started = false;
  const cleanups: Array<() => void> = [];

  let persistAsked = false;

  /**
   * Without persistence the browser may evict the outbox under storage pressure. Asked once per
   * page load until granted: a browser that says no on a first visit often says yes once the
   * app is installed.
   */
  async function requestPersistence(): Promise<void> {
    if (persistAsked) return;
    persistAsked = true;
    if (await readSyncState(db, 'persistGranted')) return;
    const granted = await env.navigator?.storage?.persist?.().catch(() => false);
    if (granted === true) await writeSyncState(db, 'persistGranted', true);
  }

  async function push(): Promise<{ sent: number; rejected: number; error?: string }> {
    let sent = 0;
    let rejected = 0;
    let signedInAgain = false;
    for (;;) {
      const batch = await pendingItems(db, batchSize);
      if (batch.length === 0) return { sent, rejected };
      const result = await client.push(batch.map(toMutation));
      if (result.kind === 'ok') {
        await settlePush(db, batch, result.data.results, new Date(clock.now()));
        const answered = new Map(result.data.results.map((r) => [r.id, r.status]));
        const settled = batch.filter((item) => answered.has(item.id));
        sent += settled.filter((item) => answered.get(item.id) !== 'rejected').length;
        rejected += settled.filter((item) => answered.get(item.id) === 'rejected').length;
        // A server that answers nothing for a batch would otherwise be asked the same forever.
        if (settled.length === 0)
          return { sent, rejected, error: 'The server did not answer for the waiting visits' };
        continue;
      }
      if (result.kind === 'auth' && !signedInAgain && options.onAuthRequired) {
        await recordPushFailure(db, batch, result.message);
        signedInAgain = (await options.onAuthRequired()) === true;
        if (signedInAgain) continue;
        return { sent, rejected, error: result.message };
      }
      await recordPushFailure(db, batch, result.message);
      return { sent, rejected, error: result.message };
    }
  }

  async function runOnce(): Promise<SyncRunResult> {
    await requestPersistence();
    const errors: string[] = [];
    let sent = 0;
    let rejected = 0;
    if (tasks.push) {
      const outcome = await push();
      sent = outcome.sent;
      rejected = outcome.rejected;
      if (outcome.error) errors.push(outcome.error);
    }
    const pulls: Array<() => Promise<PullOutcome>> = [];
    if (tasks.jwks) pulls.push(() => pullJwks(db, client));
    if (tasks.revocations) pulls.push(() => pullRevocations(db, client));
    if (tasks.directory) pulls.push(() => pullDirectory(db, client));
    if (tasks.memberCard) pulls.push(() => pullMemberCard(db, client, new Date(clock.now())));
    for (const pull of pulls) {
      const outcome = await pull();
      if (!outcome.ok) errors.push(outcome.message);
    }
    const pending = await countPending(db);
    if (errors.length === 0)
      await writeSyncState(db, 'lastSyncAt', new Date(clock.now()).toISOString());
    const error = errors[0];
    return error === undefined
      ? { ok: true, sent, rejected, pending }
      : { ok: false, sent, rejected, pending, error };
  }

  function schedule(): void {
    if (!started) return;
    clock.clearTimeout(timer);
    timer = clock.setTimeout(() => void syncNow(), backoffDelay(failures, random, policy));
  }

  function syncNow(): Promise<SyncRunResult> {
    if (running) {
      rerun = true;
      return running;
    }
    const run = (async () => {
      let result: SyncRunResult;
      do {
        rerun = false;
        try {
          result = await runOnce();
        } catch (error) {
          // IndexedDB errors (quota, a blocked upgrade) must not stop the loop for good.
          result = {
            ok: false,
            sent: 0,
            rejected: 0,
            pending: -1,
            error: error instanceof Error ? error.message : String(error),
          };
        }
        failures = result.ok ? 0 : failures + 1;
        // Not tied to `started`: a visit recorded during a run by a page that never called
        // start() must still leave straight after it, not wait for some later trigger.
      } while (rerun);
      return result;
    })();
    running = run.finally(() => {
      running = null;
      schedule();
    });
    return running;
  }

  return {
    get failures() {
      return failures;
    },
    start() {
      if (started) return;
      started = true;
      const onOnline = () => void syncNow();
      const onVisible = () => {
        if (env.document?.visibilityState === 'visible') void syncNow();
      };
      env.window?.addEventListener('online', onOnline);
      env.document?.addEventListener('visibilitychange', onVisible);
      cleanups.push(
        () => env.window?.removeEventListener('online', onOnline),
        () => env.document?.removeEventListener('visibilitychange', onVisible),
        listenForBackgroundSync(env, () => void syncNow()),
      );
      void syncNow();
    },
    stop() {
      started = false;
      rerun = false;
      clock.clearTimeout(timer);
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
    syncNow,
    async recordVisit(visit) {
      const item = await enqueueVisit(db, visit, { at: new Date(clock.now()) });
      // Not awaited: `serviceWorker.ready` can take a while and the counter must not wait on it.
      void requestBackgroundSync(env);
      void syncNow();
      return item;
    },
  };
}
