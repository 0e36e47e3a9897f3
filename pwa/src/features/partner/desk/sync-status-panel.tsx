import { useState } from 'react';
import {
  dismissRejected,
  offlineDb,
  useOutboxItems,
  useSyncStatus,
} from '../../../offline/index.ts';
import { useReachability } from '../../../net/use-reachability.ts';
import { useDeskWords } from './desk-words.ts';

// Beside the panel that shows it, where the stat cards and their tests have always read it.
export { showDateTime } from './desk-words.ts';

const BADGE = {
  online: { key: 'sync.online', className: 'sync-dot sync-online' },
  unreachable: { key: 'sync.unreachable', className: 'sync-dot sync-offline' },
  offline: { key: 'sync.offline', className: 'sync-dot sync-offline' },
} as const;

interface Props {
  onSyncNow: () => Promise<unknown>;
}

/**
 * Always on screen at the desk: online or offline, how many visits wait, the last
 * sync, 'Sync now', and every visit the server refused with its reason until dismissed.
 */
export function SyncStatusPanel({ onSyncNow }: Props) {
  const words = useDeskWords();
  const { t } = words;
  const badge = BADGE[useReachability()];
  const status = useSyncStatus();
  const rejected = useOutboxItems().filter((item) => item.status === 'rejected');
  const [syncing, setSyncing] = useState(false);

  const syncNow = async () => {
    setSyncing(true);
    try {
      await onSyncNow();
    } finally {
      setSyncing(false);
    }
  };

  return (
    <section className="sync-panel card" aria-label={t('sync.region')}>
      <div className="sync-line">
        <span className={badge.className} role="status">
          {t(badge.key)}
        </span>
        <span data-testid="sync-waiting">{t('sync.waiting', { count: status.pending })}</span>
        <span>
          {t('sync.lastSync', {
            when: status.lastSyncAt ? words.dateTime(status.lastSyncAt) : t('sync.notYet'),
          })}
        </span>
        <button
          type="button"
          className="btn btn-outline"
          disabled={syncing}
          onClick={() => void syncNow()}
        >
          {syncing ? t('sync.syncing') : t('sync.now')}
        </button>
      </div>
      {status.pendingForOthers > 0 && (
        <p className="hint">{t('sync.forOthers', { others: status.pendingForOthers })}</p>
      )}
      {/* The sync loop's own words for what went wrong (the server's, or a network error). */}
      {status.lastError && (
        <p className="hint">{t('sync.lastAttempt', { error: status.lastError })}</p>
      )}
      {rejected.length > 0 && (
        <div className="form-error" role="alert">
          <strong>{t('sync.refused')}</strong>
          <ul className="sync-rejected">
            {rejected.map((item) => (
              <li key={item.id}>
                {t('sync.refusedItem', {
                  id: item.payload.membershipId,
                  service: item.payload.service,
                  when: words.dateTime(item.clientTime),
                  reason: item.rejectedReason ?? '',
                })}{' '}
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void dismissRejected(offlineDb(), item.id)}
                >
                  {t('sync.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
