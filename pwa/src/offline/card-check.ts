import { DEFAULT_CARD_ISSUER, verifyCard } from '@mcs/shared';
import type { CardPublicJwk, CardVerification } from '@mcs/shared';
import type { OfflineDb } from './db.ts';
import { tableWrites } from './table-changes.ts';

/**
 * The cached card keys, read once and kept while the key table is unchanged (a scan at a busy
 * counter then reads only the revocation it looks up); a keys pull anywhere drops the memo.
 */
const keyMemos = new WeakMap<OfflineDb, { writes: number; keys: Promise<CardPublicJwk[]> }>();

function cardKeys(db: OfflineDb): Promise<CardPublicJwk[]> {
  const writes = tableWrites(db.name, 'jwks');
  const memo = keyMemos.get(db);
  if (memo?.writes === writes) return memo.keys;
  const fresh = { writes, keys: db.jwks.toArray() };
  keyMemos.set(db, fresh);
  // A failed read is not kept: the next scan reads again.
  fresh.keys.catch(() => {
    if (keyMemos.get(db) === fresh) keyMemos.delete(db);
  });
  return fresh.keys;
}

/**
 * Desk mode's offline check of a scanned card: signature against the cached keys, expiry,
 * then the cached revocation list. The result says it came from the device so
 * the screen can tell the partner the live status was not asked. Our issuer is passed so a badly
 * signed card naming another issuer reads as `forged`, not as an edited card of ours: the desk
 * passes the one its server signs with (GET api/config), since a deployment may set its own.
 */
export async function verifyScannedCard(
  db: OfflineDb,
  jws: string,
  now: Date = new Date(),
  issuer: string = DEFAULT_CARD_ISSUER,
): Promise<CardVerification & { offline: true }> {
  const result = await verifyCard(jws, {
    jwks: { keys: await cardKeys(db) },
    revokedRids: async (rid) => (await db.revocations.get(rid)) !== undefined,
    now,
    issuer,
  });
  return { ...result, offline: true };
}
