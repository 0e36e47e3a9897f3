// The member's hooks, apart from desk mode's (hooks.ts), whose session reads bring zod: a
// member's first screen imports these.
import { useLiveQuery } from 'dexie-react-hooks';
import type { OfflineDb, StoredCard } from './db.ts';
import { offlineDb, readSyncState } from './db.ts';

/** The member's cached card, or null before the first download. */
export function useStoredCard(db: OfflineDb = offlineDb()): StoredCard | null | undefined {
  return useLiveQuery(async () => (await db.card.get('current')) ?? null, [db]);
}

/**
 * When a sync last finished with every task done, or null before the first: for "last synced"
 * on screens that show no outbox (the member's directory), without the partner session reads.
 */
export function useLastSyncAt(db: OfflineDb = offlineDb()): string | null {
  return useLiveQuery(async () => (await readSyncState(db, 'lastSyncAt')) ?? null, [db], null);
}
