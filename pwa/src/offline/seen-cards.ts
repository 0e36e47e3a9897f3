// The cards a partner's desk has verified, kept so that a member it has seen before can be
// checked by typed ID when the server cannot be reached. Only the signed card is kept, never a
// verdict: a typed ID finds the card, and the desk checks it again exactly as a scan (signature,
// expiry, the revocations pulled since, issuer, key id). The keeping is bounded in time, so a
// card the desk has not seen for three months is not trusted from memory, and in count, so one
// busy counter cannot fill the device.
import { normaliseMembershipId } from '@mcs/shared';
import { UNKNOWN_PARTNER } from './db.ts';
import type { OfflineDb } from './db.ts';

export const SEEN_CARD_DAYS = 90;
/** Cards kept per partner; past it, the ones seen longest ago go first. */
export const SEEN_CARDS_MAX = 5_000;
const SEEN_CARD_MS = SEEN_CARD_DAYS * 86_400_000;

/** The partner's cards by when they were seen, from `from` up to and including `to`. */
function seenBetween(db: OfflineDb, partnerId: string, from: number, to: number) {
  return db.seenCards
    .where('[partnerId+seenAt]')
    .between([partnerId, from], [partnerId, to], true, true);
}

function isOutOfDate(seenAt: number, now: number): boolean {
  return seenAt <= now - SEEN_CARD_MS;
}

/**
 * Keeps a card the partner's desk has just verified, in place of any earlier one of the member
 * (a replaced card's successor is the one to keep). Cards of a desk that cannot say whose it is
 * are not kept: no partner could be kept from reading them.
 */
export async function rememberSeenCard(
  db: OfflineDb,
  partnerId: string,
  membershipId: string,
  card: string,
  now: number = Date.now(),
  max: number = SEEN_CARDS_MAX,
): Promise<void> {
  const id = normaliseMembershipId(membershipId);
  if (partnerId === UNKNOWN_PARTNER || id === null) return;
  await db.transaction('rw', db.seenCards, async () => {
    await db.seenCards.put({ partnerId, membershipId: id, card, seenAt: now });
    await seenBetween(db, partnerId, -Infinity, now - SEEN_CARD_MS).delete();
    const all = seenBetween(db, partnerId, -Infinity, Infinity);
    const over = (await all.count()) - max;
    if (over > 0) await all.limit(over).delete();
  });
}

/**
 * The card the partner's desk last verified for a typed ID (any case, spaces or dashes), or null
 * when it has none or saw it too long ago.
 */
export async function findSeenCard(
  db: OfflineDb,
  partnerId: string,
  typedId: string,
  now: number = Date.now(),
): Promise<string | null> {
  const id = normaliseMembershipId(typedId);
  if (partnerId === UNKNOWN_PARTNER || id === null) return null;
  const seen = await db.seenCards.get([partnerId, id]);
  if (!seen || isOutOfDate(seen.seenAt, now)) return null;
  return seen.card;
}

/** When the partner signs out: nothing its desk saw stays on the device. */
export async function forgetSeenCards(db: OfflineDb, partnerId: string): Promise<void> {
  await seenBetween(db, partnerId, -Infinity, Infinity).delete();
}

/** When a partner signs in: the device is now its desk, and no other partner's cards stay. */
export async function keepOnlySeenCardsOf(db: OfflineDb, partnerId: string): Promise<void> {
  await db.seenCards.filter((seen) => seen.partnerId !== partnerId).delete();
}
