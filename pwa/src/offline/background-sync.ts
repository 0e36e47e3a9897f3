import type { OfflineDb } from './db.ts';
import type { PushOutcome } from './outbox-push.ts';

/**
 * Background Sync, where the browser has it (Chromium; not iOS): after a visit is queued the
 * page registers a one-off sync; when connectivity returns the service worker wakes, tells any
 * open pages to run their sync loop, and pushes the Dexie outbox itself (every tab may be closed)
 * through the same push as the pages, with the session copy the partner's sign-in left in Dexie:
 * so it sends that partner's visits only, and another partner's wait for their next sign-in.
 * Only the server's per-item answer clears an item (Workbox's own queue takes any HTTP answer,
 * even a 401 or 500, as sent and drops the item).
 */

export const BACKGROUND_SYNC_TAG = 'mcs-outbox';
export const SYNC_REQUEST_MESSAGE = 'mcs-sync-request';

type Listener = (event: Event) => void;

interface EventTargetLike {
  addEventListener(type: string, listener: Listener): void;
  removeEventListener(type: string, listener: Listener): void;
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export interface SyncEnvironment {
  window?: EventTargetLike;
  document?: EventTargetLike & { visibilityState: DocumentVisibilityState };
  navigator?: {
    storage?: { persist?: () => Promise<boolean> };
    serviceWorker?: EventTargetLike & { ready: Promise<ServiceWorkerRegistration> };
  };
}

function syncManagerOf(registration: ServiceWorkerRegistration): SyncManagerLike | undefined {
  const candidate: unknown = (registration as ServiceWorkerRegistration & { sync?: unknown }).sync;
  return candidate && typeof candidate === 'object' && 'register' in candidate
    ? (candidate as SyncManagerLike)
    : undefined;
}

export async function requestBackgroundSync(env: SyncEnvironment): Promise<boolean> {
  const container = env.navigator?.serviceWorker;
  if (!container) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const registration = await Promise.race([
      container.ready,
      // `ready` never settles when no worker is installed (dev server, first visit).
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), 1_000);
      }),
    ]);
    const sync = registration && syncManagerOf(registration);
    if (!sync) return false;
    await sync.register(BACKGROUND_SYNC_TAG);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `onRequest` whenever the service worker relays a Background Sync. Returns the unsubscribe. */
export function listenForBackgroundSync(env: SyncEnvironment, onRequest: () => void): () => void {
  const container = env.navigator?.serviceWorker;
  if (!container) return () => undefined;
  const listener: Listener = (event) => {
    const data: unknown = (event as MessageEvent).data;
    if (data && typeof data === 'object' && 'type' in data && data.type === SYNC_REQUEST_MESSAGE)
      onRequest();
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}

interface SyncEventLike extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerScopeLike {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>>;
  };
}

/**
 * The worker's own push: the shared outbox push, with the session copy kept in Dexie. Its code
 * loads with the first push (bundled into the worker's script all the same): the pages import
 * this module for the sync loop, and the push's schemas must stay off a member's first screen.
 */
export function workerOutboxPush(
  db: OfflineDb,
  fetchImpl?: typeof fetch,
): () => Promise<PushOutcome> {
  return async () => {
    const { createSyncClient, outboxPushToken, pushOutbox } = await import('./desk-sync.ts');
    const client = createSyncClient({
      baseUrl: '',
      fetch: fetchImpl,
      getToken: () => outboxPushToken(db),
    });
    return pushOutbox({ db, client });
  };
}

async function syncFromWorker(
  scope: WorkerScopeLike,
  push: () => Promise<PushOutcome>,
): Promise<void> {
  // Open pages are woken so their counts and caches catch up, but the worker pushes all the same:
  // an open tab may be a public page that runs no partner sync, and resolving on its behalf would
  // mark the sync done with the visits still waiting. A page pushing the same items at the same
  // moment is harmless: the server answers the second copy as a duplicate.
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: SYNC_REQUEST_MESSAGE });
  const outcome = await push();
  // A rejected waitUntil is how the browser learns the sync did not happen: it fires it again
  // later with its own backoff. Resolving would mark it done with the visits still waiting.
  if (outcome.error !== undefined) throw new Error(outcome.error);
}

/** For the service worker: `handleBackgroundSync(self, workerOutboxPush(offlineDb()))`. */
export function handleBackgroundSync(
  scope: WorkerScopeLike,
  push: () => Promise<PushOutcome>,
): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== BACKGROUND_SYNC_TAG) return;
    event.waitUntil(syncFromWorker(scope, push));
  });
}
