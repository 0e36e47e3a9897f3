import Dexie from 'dexie';
import type { DBCore, DBCoreMutateRequest, EntityTable, Middleware, Table } from 'dexie';
import { partnerSearchWords } from '@mcs/shared';
import type {
  CardPublicJwk,
  CurrentMember,
  DirectoryPartner,
  MemberCardResponse,
  MemberVisit,
  VisitMutationPayload,
} from '@mcs/shared';

/**
 * The PWA's offline store: the member's card and the copy of their subscription and visits kept
 * beside it, the card keys and revocation list desk mode verifies against, the cached partner
 * directory, the visit outbox and sync cursors.
 * Every schema change is a new `version(n)` with its upgrade; a shipped version is never edited.
 */

export interface StoredCard extends MemberCardResponse {
  /** Always 'current': a device holds one member's card. */
  id: 'current';
  fetchedAt: string;
}

/**
 * What the server last said of the signed-in member and their visits, kept beside the card so
 * the member area has true content to show when the server cannot be reached (member-kept.ts).
 */
export interface KeptMember {
  /** Always 'current': a device holds one member's copy, as it holds one card. */
  id: 'current';
  member: CurrentMember;
  /** Newest first, as many pages as were loaded. */
  visits: MemberVisit[];
  /** No older visits exist beyond these. */
  visitsComplete: boolean;
  /** When the server gave it (ISO 8601). */
  at: string;
}

/**
 * A cached directory entry: what `GET api/partners` lists, plus `words`, every word of its
 * searchable fields (`partnerSearchWords`), which the `*words` index holds so a search looks up
 * its candidates instead of reading the whole directory. Written by the store itself on every
 * put (`directoryWords` below), so no writer can leave an entry out of the index.
 */
export type StoredPartner = DirectoryPartner & { words?: string[] };

export interface StoredRevocation {
  rid: string;
}

export type OutboxStatus = 'pending' | 'rejected';

/**
 * The `partnerId` of a visit when the device cannot say which partner recorded it: queued before
 * version 2 kept the partner, or with no readable partner session. Such a visit goes with
 * whichever partner is signed in, as every visit did before. A string, not null: IndexedDB leaves
 * a record whose index key holds null out of that index, and the push finds visits by it.
 */
export const UNKNOWN_PARTNER = '';

export interface OutboxItem {
  /** Client-made UUID; the server stores it uniquely so a replay never doubles the visit. */
  id: string;
  kind: 'visit';
  /**
   * The partner whose session recorded the visit (the token's `id`). The server files a visit
   * under the partner of the token it arrives with, so on a counter several partners share it
   * leaves only with this partner's session (outbox-push.ts); UNKNOWN_PARTNER goes with anyone's.
   */
  partnerId: string;
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

/**
 * A card this desk verified, kept so that the member can be checked again by typed ID with no
 * connection, with the same checks as a scan (seen-cards.ts). Kept per partner: a partner never
 * reads another's, and signing out deletes the partner's own.
 */
export interface SeenCard {
  /** The partner whose desk verified the card (its session token's `id`). */
  partnerId: string;
  /** The card's membership ID in its canonical form, as a typed ID normalises to. */
  membershipId: string;
  /** The card as scanned: a compact `MCS1:` card or a JWS of the first format. */
  card: string;
  /** When the desk last verified it, in milliseconds since the epoch. */
  seenAt: number;
}

export interface SyncStateRow<K extends SyncStateKey = SyncStateKey> {
  key: K;
  value: SyncStateValues[K];
}

/** Version 1 as it shipped; kept apart so the upgrade from it can be tested. */
export const SCHEMA_V1 = {
  card: 'id',
  jwks: 'kid',
  revocations: 'rid',
  directory: 'id, type, state',
  outbox: 'id, status, createdAt',
  syncState: 'key',
} as const;

/** The words of each directory entry put into the store, worked out as it is written. */
const directoryWords: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'directory-words',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== 'directory') return table;
      return {
        ...table,
        mutate(req: DBCoreMutateRequest) {
          if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
          const values = (req.values as DirectoryPartner[]).map((partner) => ({
            ...partner,
            words: partnerSearchWords(partner),
          }));
          return table.mutate({ ...req, values });
        },
      };
    },
  }),
};

export class OfflineDb extends Dexie {
  card!: EntityTable<StoredCard, 'id'>;
  jwks!: EntityTable<CardPublicJwk, 'kid'>;
  revocations!: EntityTable<StoredRevocation, 'rid'>;
  directory!: EntityTable<StoredPartner, 'id'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'key'>;
  memberKept!: EntityTable<KeptMember, 'id'>;
  seenCards!: Table<SeenCard, [string, string]>;

  constructor(name = 'mcs') {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    // Version 2: each visit keeps the partner who recorded it. Visits already queued cannot say
    // whose they are, so they become UNKNOWN_PARTNER and go with whoever is signed in (as before)
    // rather than wait for a partner the device can never name.
    this.version(2)
      .stores({ outbox: 'id, status, createdAt, [partnerId+status+createdAt]' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((item: { partnerId?: string }) => {
            item.partnerId ??= UNKNOWN_PARTNER;
          }),
      );
    // Version 3: the directory's search words, indexed (one entry per word). Entries cached
    // before have none: rewriting each one through the store gives it its words.
    this.version(3)
      .stores({ directory: 'id, type, state, *words' })
      .upgrade((tx) =>
        tx
          .table('directory')
          .toCollection()
          .modify((partner: StoredPartner) => {
            partner.words = partnerSearchWords(partner);
          }),
      );
    // Version 4: each directory entry has the partner's standard discount. Entries cached before
    // have none, which is true of them on the server too (a partner listed before it was asked
    // has none until it sets one, and setting it sends the entry again): null says so.
    this.version(4)
      .stores({})
      .upgrade((tx) =>
        tx
          .table('directory')
          .toCollection()
          .modify((partner: { standardDiscount?: number | null }) => {
            partner.standardDiscount ??= null;
          }),
      );
    // Version 5: the cards each partner's desk has verified, one per member, found by the typed
    // ID; the second index finds a partner's oldest and out-of-date ones to drop.
    this.version(5).stores({ seenCards: '[partnerId+membershipId], [partnerId+seenAt]' });
    // Version 6: the member's copy of what the server said (subscription, family, visits).
    this.version(6).stores({ memberKept: 'id' });
    this.use(directoryWords);
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
