import { useLiveQuery } from 'dexie-react-hooks';
import type { OfflineDb, OutboxItem } from './db.ts';
import { offlineDb, readSyncState } from './db.ts';
import { countPending, countPendingForOthers, listOutbox } from './outbox.ts';
import { outboxPushToken, partnerIdOf } from './desk-sync.ts';

/**
 * How many visits wait to be sent on this device, whoever recorded them (the UI always shows
 * them all); re-renders whenever the outbox changes, in any tab.
 */
export function usePendingCount(db: OfflineDb = offlineDb()): number {
  return useLiveQuery(() => countPending(db), [db], 0);
}

export interface SyncStatus {
  /** Every waiting visit on the device, as usePendingCount. */
  pending: number;
  /**
   * Of those, the visits other partners recorded on this shared device: the signed-in partner's
   * session cannot send them, so they wait until their partner signs in again. Shown apart so a
   * count that does not go down after "Sync now" is explained, never hidden.
   */
  pendingForOthers: number;
  /** When a sync last finished with every task done; null before the first. */
  lastSyncAt: string | null;
  /** Why the latest sync did not finish; null once one has. */
  lastError: string | null;
}

// One read transaction: the counts agree with each other, and the live query keeps observing
// the reads made after the first await (without it, here, they went unobserved: no re-render).
function readSyncStatus(db: OfflineDb): Promise<SyncStatus> {
  return db.transaction('r', db.outbox, db.syncState, async () => {
    // The Dexie copy of the session, not localStorage: a live query follows it, and every
    // sign-in and sign-out writes it (partner-session.ts).
    const partnerId = partnerIdOf(await outboxPushToken(db));
    const [pending, pendingForOthers, lastSyncAt, lastError] = await Promise.all([
      countPending(db),
      countPendingForOthers(db, partnerId),
      readSyncState(db, 'lastSyncAt'),
      readSyncState(db, 'lastError'),
    ]);
    return {
      pending,
      pendingForOthers,
      lastSyncAt: lastSyncAt ?? null,
      lastError: lastError ?? null,
    };
  });
}

const NOTHING_YET: SyncStatus = {
  pending: 0,
  pendingForOthers: 0,
  lastSyncAt: null,
  lastError: null,
};

/** The waiting count with the last sync's time and failure, for a status line by "Sync now". */
export function useSyncStatus(db: OfflineDb = offlineDb()): SyncStatus {
  return useLiveQuery(() => readSyncStatus(db), [db], NOTHING_YET);
}

/** Every outbox item, pending and rejected (with its reason), oldest first. */
export function useOutboxItems(db: OfflineDb = offlineDb()): OutboxItem[] {
  return useLiveQuery(() => listOutbox(db), [db], []);
}

export { useLastSyncAt, useStoredCard } from './member-hooks.ts';
