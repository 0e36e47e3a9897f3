// AreaLoadFailed's probe, in a file of its own: it brings the reachability store, which the home
// page's script then does not carry (area-load-failed.tsx loads this when it is shown).
import {
  checkReachability,
  reachability,
  reportNoAnswer,
  subscribeReachability,
  type Reachability,
} from '../net/reachability.ts';

/**
 * Reports the failed download as no answer, shows each state learnt from now on (the current one
 * first) and asks the server at once. Returns the way to stop following.
 */
export function probeAfterFailedDownload(show: (state: Reachability) => void): () => void {
  reportNoAnswer();
  const unsubscribe = subscribeReachability(() => show(reachability()));
  show(reachability());
  void checkReachability();
  return unsubscribe;
}
