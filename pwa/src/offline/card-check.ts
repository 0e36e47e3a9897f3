import { DEFAULT_CARD_ISSUER, verifyCard } from '@mcs/shared';
import type { CardVerification } from '@mcs/shared';
import type { OfflineDb } from './db.ts';

/**
 * Desk mode's offline check of a scanned card: signature against the cached keys, expiry,
 * then the cached revocation list (DESIGN.md 5). The result says it came from the device so
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
  const keys = await db.jwks.toArray();
  const result = await verifyCard(jws, {
    jwks: { keys },
    revokedRids: async (rid) => (await db.revocations.get(rid)) !== undefined,
    now,
    issuer,
  });
  return { ...result, offline: true };
}
