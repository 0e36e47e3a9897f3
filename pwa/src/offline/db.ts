import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type {
  CardPublicJwk,
  DirectoryPartner,
  MemberCardResponse,
  VisitMutationPayload,
} from '@mcs/shared';

/**
 * The PWA's offline store (DESIGN.md 6): the member's card, the card keys and revocation list
 * desk mode verifies against, the cached partner directory, the visit outbox and sync cursors.
 * Every schema change is a new `version(n)` with its upgrade; a shipped version is never edited.
 */

export interface StoredCard extends MemberCardResponse {
  /** Always 'current': a device holds one member's card. */
  id: 'current';
  fetchedAt: string;
}

export interface StoredRevocation {
  rid: string;
}

export type OutboxStatus = 'pending' | 'rejected';

export interface OutboxItem {
  /** Client-made UUID; the server stores it uniquely so a replay never doubles the visit. */
  id: string;
  kind: 'visit';
  payload: VisitMutationPayload;
  /** When the visit happened at the counter (ISO 8601). */
  clientTime: string;
  /** Milliseconds since the epoch, for ordering. */
  createdAt: number;
  attempts: number;
  lastError: string | null;
  status: OutboxStatus;
  /** The server's reason when it rejected the item; shown to the partner, never dropped. */
  rejectedReason: string | null;
}

export interface SyncStateValues {
  directoryCursor: string;
  revocationsCursor: string;
  /** When a sync run last finished with every task done (written by the sync loop only). */
  lastSyncAt: string;
  /** Why the latest run did not finish every task; gone once a run does. */
  lastError: string;
  /**
   * The partner's session token the outbox is pushed with, for the service worker, which has
   * no localStorage (partner-session.ts is its only writer).
   */
  partnerToken: string;
  /** The browser agreed to keep this data under storage pressure. */
  persistGranted: boolean;
}

export type SyncStateKey = keyof SyncStateValues;

export interface SyncStateRow<K extends SyncStateKey = SyncStateKey> {
  key: K;
  value: SyncStateValues[K];
}

export class OfflineDb extends Dexie {
  card!: EntityTable<StoredCard, 'id'>;
  jwks!: EntityTable<CardPublicJwk, 'kid'>;
  revocations!: EntityTable<StoredRevocation, 'rid'>;
  directory!: EntityTable<DirectoryPartner, 'id'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'key'>;

  constructor(name = 'mcs') {
    super(name);
    this.version(1).stores({
      card: 'id',
      jwks: 'kid',
      revocations: 'rid',
      directory: 'id, type, state',
      outbox: 'id, status, createdAt',
      syncState: 'key',
    });
  }
}

let shared: OfflineDb | undefined;

/** The app's one database; tests make their own `new OfflineDb(uniqueName)`. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}

export async function readSyncState<K extends SyncStateKey>(
  db: OfflineDb,
  key: K,
): Promise<SyncStateValues[K] | undefined> {
  const row = await db.syncState.get(key);
  return row?.value as SyncStateValues[K] | undefined;
}

export async function writeSyncState<K extends SyncStateKey>(
  db: OfflineDb,
  key: K,
  value: SyncStateValues[K],
): Promise<void> {
  await db.syncState.put({ key, value });
}
