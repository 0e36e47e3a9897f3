import { useEffect } from 'react';
import { checkReachability } from '../net/reachability.ts';
import { useReachability } from '../net/use-reachability.ts';

const NEEDS_NETWORK: Record<'offline' | 'unreachable', string> = {
  offline:
    'You are offline, and this page needs an internet connection. Refresh the page once you are back online.',
  unreachable:
    'The server cannot be reached, and this page needs an internet connection. Refresh the page once you are back online.',
};

/**
 * Shown instead of an area whose code could not be downloaded: offline, for the areas the service
 * worker does not precache (the admin console and partner registration, see vite.config.ts), or
 * after a new version removed the old chunks. The failed download has already been reported as
 * no answer; a probe then tells "no network" from "a new version, refresh". React keeps a failed
 * lazy load for good, so the way back is a reload, which also picks up a new version.
 */
export function AreaLoadFailed() {
  const reach = useReachability();
  useEffect(() => {
    void checkReachability();
  }, []);
  return (
    <div className="error-screen" role="alert">
      <h1>This page could not be loaded</h1>
      <p>{reach === 'online' ? 'Please refresh the page to try again.' : NEEDS_NETWORK[reach]}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}
