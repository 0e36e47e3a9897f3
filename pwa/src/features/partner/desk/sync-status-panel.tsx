import { useState } from 'react';
import {
  dismissRejected,
  offlineDb,
  useOutboxItems,
  useSyncStatus,
} from '../../../offline/index.ts';
import { useReachability } from '../../../net/use-reachability.ts';
import { showDate } from './card-input.ts';

const BADGE = {
  online: { text: 'Online', className: 'sync-dot sync-online' },
  unreachable: { text: 'No connection to the server', className: 'sync-dot sync-offline' },
  offline: { text: 'Offline', className: 'sync-dot sync-offline' },
} as const;

/** A moment as the desk shows it: the date, then the time. */
export function showDateTime(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });
  return `${showDate(iso)}, ${time}`;
}

interface Props {
  onSyncNow: () => Promise<unknown>;
}

/**
 * Always on screen at the desk: online or offline, how many visits wait, the last
 * sync, 'Sync now', and every visit the server refused with its reason until dismissed.
 */
export function SyncStatusPanel({ onSyncNow }: Props) {
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
    <section className="sync-panel card" aria-label="Sync status">
      <div className="sync-line">
        <span className={badge.className} role="status">
          {badge.text}
        </span>
        <span data-testid="sync-waiting">
          {status.pending === 1 ? '1 visit waiting' : `${status.pending} visits waiting`}
        </span>
        <span>Last sync: {status.lastSyncAt ? showDateTime(status.lastSyncAt) : 'not yet'}</span>
        <button
          type="button"
          className="btn btn-outline"
          disabled={syncing}
          onClick={() => void syncNow()}
        >
          {syncing ? 'Syncing...' : 'Sync now'}
        </button>
      </div>
      {status.pendingForOthers > 0 && (
        <p className="hint">
          {status.pendingForOthers} of them were recorded by another partner on this device and
          leave when that partner signs in.
        </p>
      )}
      {status.lastError && <p className="hint">Last attempt: {status.lastError}</p>}
      {rejected.length > 0 && (
        <div className="form-error" role="alert">
          <strong>Visits the server refused</strong>
          <ul className="sync-rejected">
            {rejected.map((item) => (
              <li key={item.id}>
                {item.payload.membershipId}, {item.payload.service} ({showDateTime(item.clientTime)}
                ): {item.rejectedReason}{' '}
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void dismissRejected(offlineDb(), item.id)}
                >
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
