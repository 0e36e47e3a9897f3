import { useLiveQuery } from 'dexie-react-hooks';
import type { OfflineDb, OutboxItem, StoredCard } from './db.ts';
import { offlineDb, readSyncState } from './db.ts';
import { countPending, listOutbox } from './outbox.ts';

/** How many visits wait to be sent; re-renders whenever the outbox changes, in any tab. */
export function usePendingCount(db: OfflineDb = offlineDb()): number {
  return useLiveQuery(() => countPending(db), [db], 0);
}

export interface SyncStatus {
  pending: number;
  /** When a sync last finished with every task done; null before the first. */
  lastSyncAt: string | null;
  /** Why the latest sync did not finish; null once one has. */
  lastError: string | null;
}

async function readSyncStatus(db: OfflineDb): Promise<SyncStatus> {
  const [pending, lastSyncAt, lastError] = await Promise.all([
    countPending(db),
    readSyncState(db, 'lastSyncAt'),
    readSyncState(db, 'lastError'),
  ]);
  return { pending, lastSyncAt: lastSyncAt ?? null, lastError: lastError ?? null };
}

const NOTHING_YET: SyncStatus = { pending: 0, lastSyncAt: null, lastError: null };

/** The waiting count with the last sync's time and failure, for a status line by "Sync now". */
export function useSyncStatus(db: OfflineDb = offlineDb()): SyncStatus {
  return useLiveQuery(() => readSyncStatus(db), [db], NOTHING_YET);
}

/** Every outbox item, pending and rejected (with its reason), oldest first. */
export function useOutboxItems(db: OfflineDb = offlineDb()): OutboxItem[] {
  return useLiveQuery(() => listOutbox(db), [db], []);
}

/** The member's cached card, or null before the first download. */
export function useStoredCard(db: OfflineDb = offlineDb()): StoredCard | null | undefined {
  return useLiveQuery(async () => (await db.card.get('current')) ?? null, [db]);
}
