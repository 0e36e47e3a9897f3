// Writers that must take turns. SQLite needs nothing here: every transaction begins IMMEDIATE and
// holds the one write lock (database.ts). PostgreSQL lets transactions run side by side (READ
// COMMITTED): two visits of one new member recorded at the same moment each saw no earlier visit
// and both raised `members_served`; two batches inserting the same rows in different orders (an
// outbox resent while the first push is still running, or sent to two API instances) each waited
// for the other, a deadlock that PostgreSQL ends by failing one of them; two requests for a
// member's card each found no live card and issued one.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** The first key of each kind of turn-taking (pg_advisory_xact_lock(int, int)). */
const LOCK_KINDS = { partnerVisits: 1, memberCard: 2 } as const;

/**
 * Within a transaction: waits until no other transaction holds the same turn, which is then held
 * until this one commits or rolls back (taking it again in the same transaction is free). One
 * partner's visits are thus recorded one after another, on every instance; different partners
 * still record side by side.
 */
export async function takeTurn(
  trx: Kysely<DB>,
  kind: keyof typeof LOCK_KINDS,
  id: number,
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The lock's keys are 4-byte; ids are 8-byte. Two ids sharing a key only take turns needlessly.
  const key = id % 2_147_483_647;
  await sql`select pg_advisory_xact_lock(${LOCK_KINDS[kind]}::int, ${key}::int)`.execute(trx);
}
