import { useLiveQuery } from 'dexie-react-hooks';
import type { OfflineDb, OutboxItem, StoredCard } from './db.ts';
import { offlineDb } from './db.ts';
import { countPending, listOutbox } from './outbox.ts';

/** How many visits wait to be sent; re-renders whenever the outbox changes, in any tab. */
export function usePendingCount(db: OfflineDb = offlineDb()): number {
  return useLiveQuery(() => countPending(db), [db], 0);
}

/** Every outbox item, pending and rejected (with its reason), oldest first. */
export function useOutboxItems(db: OfflineDb = offlineDb()): OutboxItem[] {
  return useLiveQuery(() => listOutbox(db), [db], []);
}

/** The member's cached card, or null before the first download. */
export function useStoredCard(db: OfflineDb = offlineDb()): StoredCard | null | undefined {
  return useLiveQuery(async () => (await db.card.get('current')) ?? null, [db]);
}
