// The screens' server state: what a screen shows from the server is held in one TanStack Query
// cache, keyed beside each call (member-api.ts, partner-api.ts, admin-api.ts). What must survive
// offline (the card, the partner directory, the outbox) is not here: it lives in Dexie
// (offline/), and a screen that shows both says which one it is showing.
//
// The defaults are chosen for a phone on a patchy network:
// - Only a request that got no answer is tried again, once, and not while the browser says it has
//   no network at all. An answer from the server (a refusal, a validation error, an expired
//   session) would be the same the second time, so it is shown at once; a server that said it is
//   busy is asked once more rather than flooded.
// - No refetch when the window regains focus: a phone regains focus every time the user comes back
//   from the camera, a call or the lock screen, and refetching every list each time is a storm of
//   requests on a metered line. A screen asks again when something it shows was changed
//   (invalidation), when the server can be reached again, or when it opens on an answer older
//   than FRESH_MS.
// - "Reachable again" is learnt from net/reachability.ts, not from the browser's online event,
//   which may never come (or come while the server is still down).
// - Every query runs its function whatever the network state (networkMode 'always'): the request
//   layer says quickly that there is no answer, and a query may answer from the device instead
//   (the partner directory), where a paused query would leave the screen loading.
import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../net/errors.ts';
import { gotNoAnswer } from '../net/message-for.ts';
import { reachability, subscribeReachability } from '../net/reachability.ts';

/** Tries after the first when a load gets no answer. */
export const NETWORK_RETRIES = 1;
/** An answer younger than this is shown without asking the server again when a screen opens. */
export const FRESH_MS = 30_000;

/** Whether a failed load is worth one more try: no answer came, or the server said "shortly". */
export function worthRetrying(failures: number, error: unknown): boolean {
  if (failures >= NETWORK_RETRIES || reachability() === 'offline') return false;
  if (gotNoAnswer(error)) return true;
  return (
    error instanceof ApiError &&
    (error.code === 'busy' ||
      error.code === 'database_unavailable' ||
      error.code === 'storage_unavailable')
  );
}

let following = false;
/** TanStack Query's "back online" (refetch on reconnect) follows the server's reachability. */
function followReachability(): void {
  if (following) return;
  following = true;
  onlineManager.setEventListener((setOnline) =>
    subscribeReachability(() => setOnline(reachability() === 'online')),
  );
}

export interface QueryClientOptions {
  /** Tests turn the retry off so a failure shows at once. */
  retry?: false;
  /** Tests leave TanStack Query's online state alone. */
  followReachability?: boolean;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  if (options.followReachability !== false) followReachability();
  return new QueryClient({
    // A failed load is logged once, after its retry; the screen decides what the user reads.
    queryCache: new QueryCache({
      onError: (error) => console.error('Could not load from the server', error),
    }),
    defaultOptions: {
      queries: {
        retry: options.retry ?? worthRetrying,
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'always',
      },
      // A change is never sent twice on its own: the person sees the failure and decides.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
