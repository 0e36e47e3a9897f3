import type { VisitMutationPayload } from '@mcs/shared';
import type { OfflineDb, OutboxItem } from './db.ts';
import { readSyncState, writeSyncState } from './db.ts';
import { countPending, enqueueVisit } from './outbox.ts';
import type { PushOptions } from './outbox-push.ts';
import { pullDirectory, pullJwks, pullMemberCard, pullRevocations } from './pull.ts';
import type { PullOutcome } from './pull.ts';
import { serialRunner } from './serial-run.ts';
import type { SyncClient } from './sync-client.ts';
import { listenForBackgroundSync, requestBackgroundSync } from './background-sync.ts';
import type { SyncEnvironment } from './background-sync.ts';

/**
 * The sync loop. It runs on start, when the browser comes back `online`, when the
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
  onAuthRequired?: PushOptions['onAuthRequired'];
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
  /** Visits still waiting in the outbox when the run ended. */
  pending: number;
  /**
   * A pull stopped at its page budget with more to fetch (a fresh device on a big directory):
   * the started loop runs again straight away instead of waiting for its timer.
   */
  catchingUp: boolean;
  error?: string;
}

export interface SyncEngine {
  start(): void;
  stop(): void;
  syncNow(): Promise<SyncRunResult>;
  /**
   * Stores the visit in the outbox first, under the partner whose session is stored now (the
   * client's), then tries to send it.
   */
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

/**
 * The one writer of the run's outcome in `syncState`: `lastSyncAt` is when a run last finished
 * with every task done, `lastError` why the latest run did not (cleared by the next that did).
 */
async function recordRunEnd(db: OfflineDb, result: SyncRunResult, at: Date): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    if (result.error === undefined) {
      await writeSyncState(db, 'lastSyncAt', at.toISOString());
      await db.syncState.delete('lastError');
    } else {
      await writeSyncState(db, 'lastError', result.error);
    }
  });
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, client, tasks } = options;
  const policy = options.backoff ?? DEFAULT_BACKOFF;
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const env = options.env ?? browserEnv();

  let failures = 0;
  let timer: unknown;
  let started = false;
  // Reported when even counting the outbox fails (IndexedDB itself broke): the last real count.
  let lastPending = 0;
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

  async function countPendingNow(): Promise<number> {
    lastPending = await countPending(db);
    return lastPending;
  }

  async function runOnce(): Promise<SyncRunResult> {
    await requestPersistence();
    const errors: string[] = [];
    let sent = 0;
    let rejected = 0;
    if (tasks.push) {
      // Desk mode's push (with the partner's session claims) loads when a sync pushes: a
      // member's sync never does, and its first screen does not carry it.
      const { pushOutbox } = await import('./desk-sync.ts');
      const outcome = await pushOutbox({
        db,
        client,
        batchSize: options.batchSize,
        onAuthRequired: options.onAuthRequired,
      });
      sent = outcome.sent;
      rejected = outcome.rejected;
      if (outcome.error) errors.push(outcome.error);
    }
    const pulls: Array<() => Promise<PullOutcome>> = [];
    if (tasks.jwks) pulls.push(() => pullJwks(db, client));
    if (tasks.revocations) pulls.push(() => pullRevocations(db, client));
    if (tasks.directory) pulls.push(() => pullDirectory(db, client));
    if (tasks.memberCard) pulls.push(() => pullMemberCard(db, client, new Date(clock.now())));
    let catchingUp = false;
    for (const pull of pulls) {
      const outcome = await pull();
      if (!outcome.ok) errors.push(outcome.message);
      else if (outcome.more) catchingUp = true;
    }
    const pending = await countPendingNow();
    const error = errors[0];
    return error === undefined
      ? { ok: true, sent, rejected, pending, catchingUp }
      : { ok: false, sent, rejected, pending, catchingUp, error };
  }

  async function runGuarded(): Promise<SyncRunResult> {
    let result: SyncRunResult;
    try {
      result = await runOnce();
    } catch (error) {
      // IndexedDB errors (quota, a blocked upgrade) must not stop the loop for good.
      result = {
        ok: false,
        sent: 0,
        rejected: 0,
        pending: await countPendingNow().catch(() => lastPending),
        catchingUp: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    failures = result.ok ? 0 : failures + 1;
    // Best effort: the status a screen shows must not turn a finished run into a failed one.
    await recordRunEnd(db, result, new Date(clock.now())).catch(() => undefined);
    return result;
  }

  function schedule(last: SyncRunResult): void {
    if (!started) return;
    clock.clearTimeout(timer);
    // Catching up is judged by the pulls' own progress, not the whole run: a pull that fetched
    // its full page budget and was told more is waiting got through, so another task failing
    // (a member card refused every run) must not slow a fresh device to backoff pace. A pull
    // that failed never reports `more` (pull.ts), so a failing catch-up still backs off.
    const delay = last.catchingUp ? 0 : backoffDelay(failures, random, policy);
    timer = clock.setTimeout(() => void syncNow(), delay);
  }

  // Not tied to `started`: a visit recorded during a run by a page that never called start()
  // must still leave straight after it, not wait for some later trigger.
  const runner = serialRunner(runGuarded, schedule);
  const syncNow = () => runner.run();

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
      runner.dropQueued();
      clock.clearTimeout(timer);
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
    syncNow,
    async recordVisit(visit) {
      // As the push above: only the desk records visits.
      const { partnerIdOf } = await import('./desk-sync.ts');
      const partnerId = partnerIdOf(await client.sessionToken());
      const item = await enqueueVisit(db, visit, { at: new Date(clock.now()), partnerId });
      // Not awaited: `serviceWorker.ready` can take a while and the counter must not wait on it.
      void requestBackgroundSync(env);
      void syncNow();
      return item;
    },
  };
}
