// idempotency_keys (migration 0019): the first answer per caller and Idempotency-Key. The primary
// key (scope, idempotency_key) is what admits one of two requests sent at once: the other finds
// the row and waits for nothing.
import type { Kysely } from 'kysely';
import type { DB, IdempotencyKeysTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

interface KeyOf {
  scope: string;
  key: string;
}

/** Claims the key for a request now running; false when a row for it exists already. */
export async function claimIdempotencyKey(
  db: Kysely<DB>,
  claim: KeyOf & { requestHash: string; at: string },
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      idempotency_key: claim.key,
      request_hash: claim.requestHash,
      created_at: claim.at,
    })
    .onConflict((oc) => oc.columns(['scope', 'idempotency_key']).doNothing())
    .returning('scope')
    .executeTakeFirst();
  return row !== undefined;
}

export function findIdempotencyKey(db: Kysely<DB>, at: KeyOf): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', at.scope)
    .where('idempotency_key', '=', at.key)
    .executeTakeFirst();
}

/**
 * Takes over a row that is past keeping (`before`) or whose request never finished (crashed
 * mid-way, `staleBefore`): true when this request now holds it. Conditional on the row as read, so
 * of two requests taking it over at once one wins.
 */
export async function takeOverIdempotencyKey(
  db: Kysely<DB>,
  claim: KeyOf & { requestHash: string; at: string; readCreatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({
      request_hash: claim.requestHash,
      response_status: null,
      response_body: null,
      created_at: claim.at,
    })
    .where('scope', '=', claim.scope)
    .where('idempotency_key', '=', claim.key)
    .where('created_at', '=', claim.readCreatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The first request's answer, kept for replays. */
export async function completeIdempotencyKey(
  db: Kysely<DB>,
  at: KeyOf & { status: number; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: at.status, response_body: at.body })
    .where('scope', '=', at.scope)
    .where('idempotency_key', '=', at.key)
    .execute();
}

/** Gives the key back (the request created nothing): the next request with it runs afresh. */
export async function releaseIdempotencyKey(db: Kysely<DB>, at: KeyOf): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', at.scope)
    .where('idempotency_key', '=', at.key)
    .where('response_status', 'is', null)
    .execute();
}

/** Deletes every row created before `before`. */
export async function deleteIdempotencyKeysBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
