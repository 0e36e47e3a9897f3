import { describe, expect, it } from 'vitest';
import { UNKNOWN_PARTNER } from './db.ts';
import { freshDb } from './offline-test-kit.ts';
import {
  findSeenCard,
  forgetSeenCards,
  keepOnlySeenCardsOf,
  rememberSeenCard,
  SEEN_CARD_DAYS,
} from './seen-cards.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1);
const ASHA = 'MCS-2026-4F9A2C-81D3E7';
const RAVI = 'MCS-2026-00AA11-22BB33';

const keptFor = async (db: ReturnType<typeof freshDb>, partnerId: string) =>
  (await db.seenCards.toArray())
    .filter((seen) => seen.partnerId === partnerId)
    .map((seen) => seen.membershipId)
    .sort();

describe('the cards a desk has seen', () => {
  it('finds the card of a member by the ID as a partner types it', async () => {
    const db = freshDb();
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA', T0);

    expect(await findSeenCard(db, '7', ASHA, T0)).toBe('MCS1:ASHA');
    expect(await findSeenCard(db, '7', ' mcs2026 4f9a2c 81d3e7 ', T0)).toBe('MCS1:ASHA');
    expect(await findSeenCard(db, '7', RAVI, T0)).toBeNull();
    expect(await findSeenCard(db, '7', 'not an id', T0)).toBeNull();
    db.close();
  });

  it('keeps the latest card of a member in place of the earlier one', async () => {
    const db = freshDb();
    await rememberSeenCard(db, '7', ASHA, 'MCS1:OLD', T0);
    await rememberSeenCard(db, '7', ASHA, 'MCS1:NEW', T0 + DAY);

    expect(await findSeenCard(db, '7', ASHA, T0 + DAY)).toBe('MCS1:NEW');
    expect(await db.seenCards.count()).toBe(1);
    db.close();
  });

  it("never shows one partner's cards to another", async () => {
    const db = freshDb();
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA', T0);

    expect(await findSeenCard(db, '8', ASHA, T0)).toBeNull();
    expect(await findSeenCard(db, UNKNOWN_PARTNER, ASHA, T0)).toBeNull();
    db.close();
  });

  it('keeps nothing for a desk that cannot say which partner it is', async () => {
    const db = freshDb();
    await rememberSeenCard(db, UNKNOWN_PARTNER, ASHA, 'MCS1:ASHA', T0);
    expect(await db.seenCards.count()).toBe(0);
    db.close();
  });

  it(`trusts a card for ${SEEN_CARD_DAYS} days after the desk saw it, then drops it`, async () => {
    const db = freshDb();
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA', T0);
    const limit = T0 + SEEN_CARD_DAYS * DAY;

    expect(await findSeenCard(db, '7', ASHA, limit - 1)).toBe('MCS1:ASHA');
    expect(await findSeenCard(db, '7', ASHA, limit)).toBeNull();

    // The next card the desk keeps takes the out-of-date one out of the store.
    await rememberSeenCard(db, '7', RAVI, 'MCS1:RAVI', limit);
    expect(await keptFor(db, '7')).toEqual([RAVI]);
    db.close();
  });

  it('seeing a card again starts its time afresh', async () => {
    const db = freshDb();
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA', T0);
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA', T0 + 60 * DAY);

    expect(await findSeenCard(db, '7', ASHA, T0 + 100 * DAY)).toBe('MCS1:ASHA');
    db.close();
  });

  it("keeps at most its bound of a partner's cards, dropping those seen longest ago", async () => {
    const db = freshDb();
    const ids = ['MCS-2026-000001', 'MCS-2026-000002', 'MCS-2026-000003', 'MCS-2026-000004'];
    await rememberSeenCard(db, '8', ids[0], 'MCS1:OTHER', T0, 3);
    for (const [index, id] of ids.entries())
      await rememberSeenCard(db, '7', id, `MCS1:${id}`, T0 + index * DAY, 3);
    // Seen again, the first is now the latest.
    await rememberSeenCard(db, '7', ids[0], `MCS1:${ids[0]}`, T0 + 5 * DAY, 3);

    expect(await keptFor(db, '7')).toEqual([ids[0], ids[2], ids[3]]);
    expect(await keptFor(db, '8')).toEqual([ids[0]]);
    db.close();
  });

  it("forgets one partner's cards at sign-out, and every other partner's at a sign-in", async () => {
    const db = freshDb();
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA', T0);
    await rememberSeenCard(db, '8', ASHA, 'MCS1:ASHA', T0);
    await rememberSeenCard(db, '9', RAVI, 'MCS1:RAVI', T0);

    await forgetSeenCards(db, '7');
    expect(await findSeenCard(db, '7', ASHA, T0)).toBeNull();
    expect(await findSeenCard(db, '8', ASHA, T0)).toBe('MCS1:ASHA');

    await keepOnlySeenCardsOf(db, '9');
    expect(await findSeenCard(db, '8', ASHA, T0)).toBeNull();
    expect(await findSeenCard(db, '9', RAVI, T0)).toBe('MCS1:RAVI');
    db.close();
  });
});
