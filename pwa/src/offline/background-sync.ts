/**
 * Background Sync, where the browser has it (Chromium; not iOS): after a visit is queued the
 * page registers a one-off sync; when connectivity returns, even with the tab in the
 * background, the service worker wakes and tells the open pages to run the sync loop. The
 * push itself stays in the page, which holds the partner's session; the worker never clears
 * the outbox (Workbox's own queue would drop an item on a 401 or 500: see STYLE.md).
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

interface WorkerScopeLike {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>>;
  };
}

/** For the service worker: `handleBackgroundSync(self)`. */
export function handleBackgroundSync(scope: WorkerScopeLike): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== BACKGROUND_SYNC_TAG) return;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
        for (const client of clients) client.postMessage({ type: SYNC_REQUEST_MESSAGE });
      }),
    );
  });
}
