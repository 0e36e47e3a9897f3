// Writers that must take turns. SQLite needs nothing here: every transaction begins IMMEDIATE and
// holds the one write lock (database.ts). PostgreSQL lets transactions run side by side and
// locks rows as it meets them, so two batches that insert the same rows in different orders
// (an outbox resent while the first push is still running, or sent to two API instances) would
// each wait for the other: a deadlock, which PostgreSQL ends by failing one of them.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Dialect } from './database.ts';
import type { DB } from './schema.ts';

/** The first key of each kind of turn-taking (pg_advisory_xact_lock(int, int)). */
const LOCK_KINDS = { syncPush: 1 } as const;

/**
 * Within a transaction: waits until no other transaction holds the same turn, which is then held
 * until this one commits or rolls back. One partner's pushes thus apply one after another, on
 * every instance; different partners still push side by side.
 */
export async function takeTurn(
  trx: Kysely<DB>,
  dialect: Dialect,
  kind: keyof typeof LOCK_KINDS,
  id: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  // The lock's keys are 4-byte; ids are 8-byte. Two ids sharing a key only take turns needlessly.
  const key = id % 2_147_483_647;
  await sql`select pg_advisory_xact_lock(${LOCK_KINDS[kind]}::int, ${key}::int)`.execute(trx);
}
