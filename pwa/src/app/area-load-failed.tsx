import { useEffect, useState } from 'react';
import { commonText, useT } from '../i18n';
import type { Reachability } from '../net/reachability.ts';

const NEEDS_NETWORK = {
  offline: 'loadFailed.offline',
  unreachable: 'loadFailed.unreachable',
} as const;

const browserSaysOffline = () => navigator.onLine === false;

/**
 * Shown instead of an area whose code could not be downloaded: offline, for the areas the service
 * worker does not precache (the admin console and partner registration, see vite.config.ts), or
 * after a new version removed the old chunks. It reports the failed download as no answer; a probe
 * then tells "no network" from "a new version, refresh". React keeps a failed lazy load for good,
 * so the way back is a reload, which also picks up a new version.
 *
 * The probe and the reachability store load with this screen, not with the home page: they are
 * precached, so they arrive offline. When they cannot arrive either, a new version has replaced
 * this one's files (the server answered), unless the browser says it has no network.
 */
export function AreaLoadFailed() {
  const { t } = useT(commonText);
  const [reach, setReach] = useState<Reachability>(() =>
    browserSaysOffline() ? 'offline' : 'unreachable',
  );
  useEffect(() => {
    let stop: (() => void) | undefined;
    let shown = true;
    import('./area-load-probe.ts').then(
      ({ probeAfterFailedDownload }) => {
        if (shown) stop = probeAfterFailedDownload(setReach);
      },
      () => {
        if (shown) setReach(browserSaysOffline() ? 'offline' : 'online');
      },
    );
    return () => {
      shown = false;
      stop?.();
    };
  }, []);
  return (
    <div className="error-screen" role="alert">
      <h1>{t('loadFailed.title')}</h1>
      <p>{t(reach === 'online' ? 'loadFailed.retry' : NEEDS_NETWORK[reach])}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </button>
      </div>
    </div>
  );
}
