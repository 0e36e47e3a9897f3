import { useSyncExternalStore } from 'react';
import { reachability, subscribeReachability, type Reachability } from './reachability.ts';

/** Whether the server can be reached, for a screen; 'online' while prerendering. */
export function useReachability(): Reachability {
  return useSyncExternalStore(subscribeReachability, reachability, () => 'online');
}
