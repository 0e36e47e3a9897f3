import { partnerTokenClaimsSchema } from '@mcs/shared';
import type { PartnerTokenClaims } from '@mcs/shared';
import { readTokenClaims, TOKEN_KEYS } from '../net/tokens.ts';
import { offlineDb, readSyncState, UNKNOWN_PARTNER, writeSyncState } from './db.ts';
import type { OfflineDb } from './db.ts';
import { forgetSeenCards, keepOnlySeenCardsOf } from './seen-cards.ts';

/**
 * The partner's session token lives in localStorage under `partnerToken`, where
 * the UI reads it. The service worker pushes the outbox when every tab is closed, and a worker
 * has no localStorage, so Dexie keeps a copy. The two change together, only here: signing in
 * saves both, signing out clears both, and a push from a page first brings the copy in line
 * with localStorage (a sign-out in another tab, a token saved before the copy existed).
 */

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PartnerSessionStores {
  db?: OfflineDb;
  storage?: TokenStorage;
}

async function writeCopy(db: OfflineDb, token: string | null): Promise<void> {
  if (token === null) await db.syncState.delete('partnerToken');
  else await writeSyncState(db, 'partnerToken', token);
}

/**
 * After the partner signs in. The cards another partner's desk kept on this device go with that
 * partner's session, which this one replaces: the device is now this partner's desk.
 */
export async function savePartnerToken(
  token: string,
  stores: PartnerSessionStores = {},
): Promise<void> {
  const { db = offlineDb(), storage = localStorage } = stores;
  storage.setItem(TOKEN_KEYS.partner, token);
  await db.transaction('rw', db.syncState, db.seenCards, async () => {
    await writeCopy(db, token);
    await keepOnlySeenCardsOf(db, partnerIdOf(token));
  });
}

/**
 * On sign-out: the worker must not push with a session the partner ended, and the cards its desk
 * kept for checking returning members offline are deleted with it.
 */
export async function clearPartnerToken(stores: PartnerSessionStores = {}): Promise<void> {
  const { db = offlineDb(), storage = localStorage } = stores;
  const pageToken = storage.getItem(TOKEN_KEYS.partner);
  storage.removeItem(TOKEN_KEYS.partner);
  await db.transaction('rw', db.syncState, db.seenCards, async () => {
    // The worker's copy may still name a partner the page no longer does (a sign-out elsewhere).
    const ending = new Set([partnerIdOf(pageToken), partnerIdOf(await outboxPushToken(db))]);
    await writeCopy(db, null);
    for (const partnerId of ending) await forgetSeenCards(db, partnerId);
  });
}

/** The token a page pushes with: localStorage's, with the worker's copy kept in line. */
export async function partnerTokenForPush(stores: PartnerSessionStores = {}) {
  const { db = offlineDb(), storage = localStorage } = stores;
  const token = storage.getItem(TOKEN_KEYS.partner);
  if (((await readSyncState(db, 'partnerToken')) ?? null) !== token) await writeCopy(db, token);
  return token;
}

/** The copy the service worker pushes with; null once the partner has signed out. */
export async function outboxPushToken(db: OfflineDb): Promise<string | null> {
  return (await readSyncState(db, 'partnerToken')) ?? null;
}

/**
 * The claims of a partner's session token (id, email, type), read without verifying
 * it: only the server can, and it files a pushed visit under the partner of the token it checks.
 * The device needs them to show who is signed in and to send each partner's visits with that
 * partner's session. Null when there is no token or it does not read as a partner's.
 */
export function partnerClaimsOf(token: string | null): PartnerTokenClaims | null {
  if (!token) return null;
  const claims = partnerTokenClaimsSchema.safeParse(readTokenClaims(token));
  return claims.success ? claims.data : null;
}

/** The partner a session token belongs to; UNKNOWN_PARTNER when signed out or unreadable. */
export function partnerIdOf(token: string | null): string {
  return partnerClaimsOf(token)?.id ?? UNKNOWN_PARTNER;
}

export interface PartnerSession {
  token: string;
  claims: PartnerTokenClaims;
}

/**
 * The signed-in partner, as the partner screens see it. A stored token that cannot be decoded is
 * removed and reads as signed out.
 */
export async function readPartnerSession(
  stores: PartnerSessionStores = {},
): Promise<PartnerSession | null> {
  const { storage = localStorage } = stores;
  const token = storage.getItem(TOKEN_KEYS.partner);
  if (token === null) return null;
  const claims = partnerClaimsOf(token);
  if (claims === null) {
    await clearPartnerToken(stores);
    return null;
  }
  return { token, claims };
}

/** Whether a partner token is stored at all (the /partner entry's only question). */
export function hasPartnerToken(storage: TokenStorage = localStorage): boolean {
  return storage.getItem(TOKEN_KEYS.partner) !== null;
}
