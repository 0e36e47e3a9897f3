import { feedRestarted } from '@mcs/shared';
import type { OfflineDb } from './db.ts';
import { readSyncState } from './db.ts';
import type { SyncCallResult, SyncClient } from './sync-client.ts';

/**
 * Pulling by cursor: each page and its cursor are written in one transaction, so a cut
 * connection or a closed tab resumes exactly where the last stored page ended.
 */

// A page is at most a thousand rows; this bounds one run on a very stale device, so a run
// still ends soon enough to push the visits recorded meanwhile. The loop runs again at once
// while a pull reports `more`.
export const MAX_PAGES_PER_RUN = 50;

export type PullOutcome =
  /** `more`: the feed has pages left that this run did not fetch (still catching up). */
  { ok: true; more?: boolean } | { ok: false; message: string };

/**
 * Reads one cursor feed page by page, up to the run's budget. `store` writes a page together with
 * its cursor (one transaction). A page that says more is waiting but hands back the cursor it was
 * asked from would have the loop fetch that same page again and again, at once: a server fault,
 * so the run fails and the loop backs off instead.
 *
 * The next page is asked for as soon as a page arrives, while that page is stored: on a slow
 * link the wait for the next answer then overlaps the parsing and writing of this one. Pages are
 * still stored in order and each with its own cursor, so a run cut anywhere resumes from the last
 * page stored; a page fetched but not stored is simply asked for again.
 */
async function pullFeed<P extends { cursor: string; hasMore: boolean }>(
  db: OfflineDb,
  cursorKey: 'directoryCursor' | 'revocationsCursor',
  fetchPage: (since: string) => Promise<SyncCallResult<P>>,
  store: (since: string, page: P) => Promise<void>,
): Promise<PullOutcome> {
  let since = (await readSyncState(db, cursorKey)) ?? '0';
  let next = fetchPage(since);
  for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
    const result = await next;
    if (result.kind !== 'ok') return { ok: false, message: result.message };
    const { cursor, hasMore } = result.data;
    if (hasMore && cursor === since)
      return {
        ok: false,
        message: `The server said more was waiting but did not move past cursor ${since}`,
      };
    if (hasMore && page + 1 < MAX_PAGES_PER_RUN) next = fetchPage(cursor);
    await store(since, result.data);
    if (!hasMore) return { ok: true };
    since = cursor;
  }
  return { ok: true, more: true };
}

export function pullDirectory(db: OfflineDb, client: SyncClient): Promise<PullOutcome> {
  return pullFeed(
    db,
    'directoryCursor',
    (since) => client.directory(since),
    (since, { partners, removed, cursor }) =>
      db.transaction('rw', db.directory, db.syncState, async () => {
        if (feedRestarted(since, cursor)) await db.directory.clear();
        await db.directory.bulkDelete(removed);
        await db.directory.bulkPut(partners);
        await db.syncState.put({ key: 'directoryCursor', value: cursor });
      }),
  );
}

export function pullRevocations(db: OfflineDb, client: SyncClient): Promise<PullOutcome> {
  return pullFeed(
    db,
    'revocationsCursor',
    (since) => client.revocations(since),
    // Kept even when the feed restarted: a revoked id never becomes good again, and an id from
    // the old database names no card the new one issues (rids are random).
    (_since, { rids, cursor }) =>
      db.transaction('rw', db.revocations, db.syncState, async () => {
        await db.revocations.bulkPut(rids.map((rid) => ({ rid })));
        await db.syncState.put({ key: 'revocationsCursor', value: cursor });
      }),
  );
}

/** Replaces the cached keys; the server keeps every key it ever signed with listed. */
export async function pullJwks(db: OfflineDb, client: SyncClient): Promise<PullOutcome> {
  const result = await client.jwks();
  if (result.kind !== 'ok') return { ok: false, message: result.message };
  // An empty key set would make every card unverifiable offline: keep what we have.
  if (result.data.keys.length === 0)
    return { ok: false, message: 'The server published no card keys' };
  await db.transaction('rw', db.jwks, async () => {
    await db.jwks.clear();
    await db.jwks.bulkPut(result.data.keys);
  });
  return { ok: true };
}

/**
 * The member's own card, kept for showing the QR with no network. A 403 means the membership
 * was cancelled or has expired: the card leaves the device, so it is not shown at a counter
 * as if it were still good. Any other failure keeps the last good card.
 */
export async function pullMemberCard(
  db: OfflineDb,
  client: SyncClient,
  now = new Date(),
): Promise<PullOutcome> {
  const result = await client.memberCard();
  if (result.kind === 'error' && result.status === 403) await db.card.delete('current');
  if (result.kind !== 'ok') return { ok: false, message: result.message };
  await db.card.put({ id: 'current', ...result.data, fetchedAt: now.toISOString() });
  return { ok: true };
}
