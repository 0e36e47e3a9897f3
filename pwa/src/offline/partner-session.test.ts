import { describe, expect, it } from 'vitest';
import { readSyncState } from './db.ts';
import { UNKNOWN_PARTNER } from './db.ts';
import { freshDb, memoryStorage, partnerSessionToken, sessionToken } from './offline-test-kit.ts';
import {
  clearPartnerToken,
  outboxPushToken,
  partnerIdOf,
  partnerTokenForPush,
  readPartnerSession,
  savePartnerToken,
} from './partner-session.ts';
import { findSeenCard, rememberSeenCard } from './seen-cards.ts';

function device() {
  const db = freshDb();
  const storage = memoryStorage();
  return { db, storage, stores: { db, storage } };
}

describe("the partner's session on the device", () => {
  it('keeps the token where the screens read it and where the service worker pushes with it', async () => {
    const { db, storage, stores } = device();

    await savePartnerToken('tok-1', stores);

    expect(storage.getItem('partnerToken')).toBe('tok-1');
    expect(await outboxPushToken(db)).toBe('tok-1');
  });

  it('clears both on sign-out, so the worker cannot push with an ended session', async () => {
    const { db, storage, stores } = device();
    await savePartnerToken('tok-1', stores);

    await clearPartnerToken(stores);

    expect(storage.getItem('partnerToken')).toBeNull();
    expect(await outboxPushToken(db)).toBeNull();
    expect(await readSyncState(db, 'partnerToken')).toBeUndefined();
  });

  it("brings the worker's copy in line when a page pushes after the token changed elsewhere", async () => {
    const { db, storage, stores } = device();
    await savePartnerToken('tok-1', stores);

    storage.setItem('partnerToken', 'tok-2');
    expect(await partnerTokenForPush(stores)).toBe('tok-2');
    expect(await outboxPushToken(db)).toBe('tok-2');

    storage.removeItem('partnerToken');
    expect(await partnerTokenForPush(stores)).toBeNull();
    expect(await outboxPushToken(db)).toBeNull();
  });

  it('names the partner a session belongs to, and no one for a missing or foreign token', () => {
    const memberToken = sessionToken({ role: 'member', id: '3', email: 'asha@example.in' });

    expect(partnerIdOf(partnerSessionToken('11'))).toBe('11');
    expect(partnerIdOf(null)).toBe(UNKNOWN_PARTNER);
    expect(partnerIdOf('not-a-token')).toBe(UNKNOWN_PARTNER);
    expect(partnerIdOf(memberToken)).toBe(UNKNOWN_PARTNER);
  });
});

describe('the cards a desk kept, and the session', () => {
  const ASHA = 'MCS-2026-4F9A2C-81D3E7';

  it("deletes the partner's cards when the partner signs out", async () => {
    const { db, storage, stores } = device();
    await savePartnerToken(partnerSessionToken('7'), stores);
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA');

    await clearPartnerToken(stores);

    expect(await findSeenCard(db, '7', ASHA)).toBeNull();
    expect(await db.seenCards.count()).toBe(0);
    expect(storage.getItem('partnerToken')).toBeNull();
  });

  it("deletes the cards of the partner the worker's copy names, signed out in another tab", async () => {
    const { db, storage, stores } = device();
    await savePartnerToken(partnerSessionToken('7'), stores);
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA');
    storage.removeItem('partnerToken');

    await clearPartnerToken(stores);

    expect(await db.seenCards.count()).toBe(0);
  });

  it("keeps the partner's own cards when it signs in again, and drops another partner's", async () => {
    const { db, stores } = device();
    await savePartnerToken(partnerSessionToken('7'), stores);
    await rememberSeenCard(db, '7', ASHA, 'MCS1:ASHA');

    await savePartnerToken(partnerSessionToken('7'), stores);
    expect(await findSeenCard(db, '7', ASHA)).toBe('MCS1:ASHA');

    await savePartnerToken(partnerSessionToken('8'), stores);
    expect(await db.seenCards.count()).toBe(0);
  });
});

describe('the partner screens reading the session', () => {
  it('gives the token with its claims when it reads as a partner session', async () => {
    const { stores } = device();
    const token = partnerSessionToken('p-7');
    await savePartnerToken(token, stores);

    expect(await readPartnerSession(stores)).toEqual({
      token,
      claims: expect.objectContaining({ id: 'p-7', type: 'doctor' }),
    });
  });

  it('removes a token that cannot be decoded, everywhere, and reads as signed out', async () => {
    const { db, storage, stores } = device();
    await savePartnerToken('not-a-jwt', stores);

    expect(await readPartnerSession(stores)).toBeNull();
    expect(storage.getItem('partnerToken')).toBeNull();
    expect(await outboxPushToken(db)).toBeNull();
  });

  it("does not take another role's token for a partner's", async () => {
    const { stores } = device();
    await savePartnerToken(sessionToken({ role: 'member', id: 'm-1', email: 'm@x.test' }), stores);
    expect(await readPartnerSession(stores)).toBeNull();
  });
});
