// Change feeds read by cursor, and the facts the push needs to judge a visit. SQL only here.
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import { sqliteStatementsOf } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** One page of the directory feed after `since`: the partner ids touched and the last seq read. */
export async function directoryChangesSince(
  db: Kysely<DB>,
  since: number,
  limit: number,
): Promise<{ partnerIds: number[]; lastSeq: number | null; hasMore: boolean }> {
  const rows = await db
    .selectFrom('directory_changes')
    .select(['seq', 'partner_id'])
    .where('seq', '>', since)
    .orderBy('seq')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    partnerIds: [...new Set(page.map((r) => Number(r.partner_id)))],
    lastSeq: page.length > 0 ? Number(page[page.length - 1]!.seq) : null,
    hasMore: rows.length > limit,
  };
}

/** The newest seq of the directory feed, 0 when it is empty (read before every directory answer). */
export async function latestDirectorySeq(db: Kysely<DB>): Promise<number> {
  const query = compiledOnce(db, 'latest directory seq', () =>
    db
      .selectFrom('directory_changes')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .compile(),
  );
  // On SQLite through the connection's kept statement: Kysely's rounds of promises cost more
  // than the read, which every directory answer makes.
  const sqlite = sqliteStatementsOf(db);
  const [row] = sqlite
    ? [sqlite.prepare(query.sql).get(...query.parameters) as { seq: number | null } | undefined]
    : (await db.executeQuery(query)).rows;
  return Number(row?.seq ?? 0);
}

/** When each kind of revocation first hit the member's cards ('replaced' is not a cancellation). */
export async function memberRevocations(
  db: Kysely<DB>,
  memberId: number,
): Promise<{ reason: string; revokedAt: string }[]> {
  const rows = await db
    .selectFrom('card_revocations')
    .select(['reason', 'revoked_at'])
    .where('member_id', '=', memberId)
    .where('reason', '<>', 'replaced')
    .orderBy('revoked_at')
    .execute();
  return rows.map((r) => ({ reason: r.reason, revokedAt: r.revoked_at }));
}

/** When each of the member's cards was issued, oldest first. */
export async function memberCardIssues(db: Kysely<DB>, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_cards')
    .select('issued_at')
    .where('member_id', '=', memberId)
    .orderBy('issued_at')
    .execute();
  return rows.map((r) => r.issued_at);
}

/** The partner of each of these client ids already stored as a visit. */
export async function storedVisitPartners(
  db: Kysely<DB>,
  clientIds: readonly string[],
): Promise<Map<string, number | null>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('visits')
    .select(['client_id', 'partner_id'])
    .where('client_id', 'in', clientIds)
    .execute();
  return new Map(
    rows.map((r) => [r.client_id, r.partner_id === null ? null : Number(r.partner_id)]),
  );
}
