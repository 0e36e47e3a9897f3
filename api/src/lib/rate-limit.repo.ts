// The counters behind every RateLimiter (migration 0012). Each change is one statement, so it is
// atomic on SQLite and on PostgreSQL alike: two instances hitting the same row at once each see
// the other's hit (PostgreSQL's upsert locks the row and judges its condition on the latest one).
import type { Kysely, OnConflictBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface CounterKey {
  limitName: string;
  subject: string;
}

export interface CounterWindow {
  hits: number;
  windowEnds: string;
}

export interface HitAt extends CounterKey {
  /** Now (ISO): a window ending at or before it has ended. */
  now: string;
  /** When a window started now would end (ISO). */
  windowEnds: string;
}

/**
 * One more hit for the subject, unless its current window already holds `limit`: then nothing
 * changes and the answer is undefined. A window that has ended starts again with this hit.
 */
export async function takeHit(
  db: Kysely<DB>,
  at: HitAt & { limit: number },
): Promise<CounterWindow | undefined> {
  const row = await upsertHit(db, at)
    .onConflict((oc) =>
      oneMoreHit(oc, at).where((eb) =>
        eb.or([
          eb('rate_limit_counters.window_ends', '<=', at.now),
          eb('rate_limit_counters.hits', '<', at.limit),
        ]),
      ),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowEnds: row.window_ends };
}

/** One more hit for the subject whatever its count: the count with it. */
export async function addHit(db: Kysely<DB>, at: HitAt): Promise<CounterWindow> {
  const row = await upsertHit(db, at)
    .onConflict((oc) => oneMoreHit(oc, at))
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEnds: row.window_ends };
}

function upsertHit(db: Kysely<DB>, at: HitAt) {
  return db.insertInto('rate_limit_counters').values({
    limit_name: at.limitName,
    subject: at.subject,
    hits: 1,
    window_ends: at.windowEnds,
  });
}

/** On an existing row: one more hit in a live window, or a new window holding this hit. */
function oneMoreHit(oc: OnConflictBuilder<DB, 'rate_limit_counters'>, at: HitAt) {
  return oc.columns(['limit_name', 'subject']).doUpdateSet((eb) => {
    const ended = eb('rate_limit_counters.window_ends', '<=', at.now);
    return {
      hits: eb
        .case()
        .when(ended)
        .then(1)
        .else(eb('rate_limit_counters.hits', '+', 1))
        .end(),
      window_ends: eb
        .case()
        .when(ended)
        .then(eb.ref('excluded.window_ends'))
        .else(eb.ref('rate_limit_counters.window_ends'))
        .end(),
    };
  });
}

/** The subject's current window; undefined when it has none (or it has ended). */
export async function readWindow(
  db: Kysely<DB>,
  key: CounterKey & { now: string },
): Promise<CounterWindow | undefined> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['hits', 'window_ends'])
    .where('limit_name', '=', key.limitName)
    .where('subject', '=', key.subject)
    .where('window_ends', '>', key.now)
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowEnds: row.window_ends };
}

/** Gives back one hit of the subject's current window (none below zero). */
export async function removeHit(db: Kysely<DB>, key: CounterKey & { now: string }): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('limit_name', '=', key.limitName)
    .where('subject', '=', key.subject)
    .where('window_ends', '>', key.now)
    .where('hits', '>', 0)
    .execute();
}

export async function deleteCounter(db: Kysely<DB>, key: CounterKey): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('limit_name', '=', key.limitName)
    .where('subject', '=', key.subject)
    .execute();
}

/** Deletes the limit's rows whose window ended at or before `now`: they count as none anyway. */
export async function deleteEndedWindows(
  db: Kysely<DB>,
  limitName: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('limit_name', '=', limitName)
    .where('window_ends', '<=', now)
    .execute();
}
