// Whether the server can be reached, learnt from what happens to requests, not from
// `navigator.onLine`: that flag stays true on a Wi-Fi with no internet, when the server is down,
// and in some Chromium builds even after the network is cut. Its `false` is trusted (the browser
// knows it has no network); its `true` is only a reason to ask again.
//
// Three states:
//   online       the last request got an answer from the server
//   unreachable  the last request got none while the browser believes it has a network
//   offline      the browser says it has no network at all
//
// Every request made through the request layer reports its outcome here. While someone on screen
// is listening and the server is not known to be reachable, a short probe of /api/health asks
// again with a growing pause, so a badge turns back to online without a reload. In the service
// worker and in Node (tests) nobody subscribes, so nothing probes there. This module imports no
// React: the service worker's script bundles it (use-reachability.ts is the screens' hook).
export type Reachability = 'online' | 'unreachable' | 'offline';

export const HEALTH_PATH = '/api/health';
/** How long a probe may take before it counts as no answer. */
export const PROBE_TIMEOUT_MS = 4_000;
/** The pauses between probes while the server cannot be reached: 2 s doubling up to 30 s. */
export const PROBE_FIRST_PAUSE_MS = 2_000;
export const PROBE_MAX_PAUSE_MS = 30_000;

type Listener = () => void;

function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let state: Reachability = browserSaysOffline() ? 'offline' : 'online';
const listeners = new Set<Listener>();
let probing: Promise<Reachability> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pause = PROBE_FIRST_PAUSE_MS;

function set(next: Reachability): void {
  if (next === 'online') pause = PROBE_FIRST_PAUSE_MS;
  if (next === state) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The state as last learnt. */
export function reachability(): Reachability {
  return state;
}

/** The server answered (any HTTP status from the server itself). */
export function reportAnswer(): void {
  set('online');
  clearRetry();
}

/** A request got no answer (refused, cut, timed out, or a chunk that could not be downloaded). */
export function reportNoAnswer(): void {
  set(browserSaysOffline() ? 'offline' : 'unreachable');
  scheduleRetry();
}

/**
 * What an HTTP answer says of the server: it answered, unless a gateway answered for it (502,
 * 504, or a 503 without the server's own JSON error body), saying the server is down.
 */
export function reportResponse(response: Response): void {
  const fromServer = (response.headers.get('content-type') ?? '').includes('application/json');
  const gateway = !fromServer && [502, 503, 504].includes(response.status);
  if (gateway) reportNoAnswer();
  else reportAnswer();
}

/**
 * Asks the server now with a short probe; concurrent callers share one probe. Resolves with the
 * state learnt.
 */
export function checkReachability(): Promise<Reachability> {
  if (probing) return probing;
  probing = probe().finally(() => {
    probing = undefined;
  });
  return probing;
}

async function probe(): Promise<Reachability> {
  if (typeof fetch !== 'function') return state;
  try {
    const response = await fetch(HEALTH_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    reportResponse(response);
  } catch {
    reportNoAnswer();
  }
  return state;
}

function clearRetry(): void {
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = undefined;
}

/** While someone listens and the server is not known to be reachable, probe again later. */
function scheduleRetry(): void {
  if (listeners.size === 0 || state === 'online' || retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void checkReachability();
  }, pause);
  pause = Math.min(pause * 2, PROBE_MAX_PAUSE_MS);
}

function onBrowserOffline(): void {
  set('offline');
  scheduleRetry();
}

function onBrowserOnline(): void {
  // A hint only: the network is back as far as the browser knows; the server may not be.
  clearRetry();
  pause = PROBE_FIRST_PAUSE_MS;
  void checkReachability();
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && state !== 'online') void checkReachability();
}

function startWatching(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', onBrowserOffline);
  window.addEventListener('online', onBrowserOnline);
  document.addEventListener('visibilitychange', onVisible);
  // The browser's own word may have changed while nobody listened.
  if (browserSaysOffline()) set('offline');
  scheduleRetry();
}

function stopWatching(): void {
  if (typeof window === 'undefined') return;
  window.removeEventListener('offline', onBrowserOffline);
  window.removeEventListener('online', onBrowserOnline);
  document.removeEventListener('visibilitychange', onVisible);
  clearRetry();
}

export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching();
  };
}

/** Back to the first state, for tests. */
export function resetReachabilityForTests(): void {
  if (listeners.size > 0) stopWatching();
  listeners.clear();
  clearRetry();
  probing = undefined;
  pause = PROBE_FIRST_PAUSE_MS;
  state = browserSaysOffline() ? 'offline' : 'online';
}
