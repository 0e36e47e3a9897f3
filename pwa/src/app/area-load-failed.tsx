import { useOnline } from '../ui/use-online.ts';

/**
 * Shown instead of an area whose code could not be downloaded: offline, for the areas the service
 * worker does not precache (the admin console and partner registration, see vite.config.ts), or
 * after a new version removed the old chunks. React keeps a failed lazy load for good, so the way
 * back is a reload, which also picks up a new version.
 */
export function AreaLoadFailed() {
  const online = useOnline();
  return (
    <div className="error-screen" role="alert">
      <h1>This page could not be loaded</h1>
      <p>
        {online
          ? 'Please refresh the page to try again.'
          : 'You are offline, and this page needs an internet connection. Refresh the page once you are back online.'}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}
