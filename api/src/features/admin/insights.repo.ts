// Aggregates for the admin's insights: visits and savings per period, approved partners by type
// and state, enrolments per period. A period is a range of ISO instants (computed in India time by
// the service) read through the time column's index, one period a query: on SQLite each query is
// a short synchronous read, so the service can let other requests run between them. The same SQL
// runs on SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB, PartnerTypeValue } from '../../db/schema.ts';
import { anyColumnContains } from '../../lib/like-search.ts';

export interface PeriodVisits {
  visits: number;
  savings: number;
}

/** Visits at or after `from` and before `to`, and what they saved. */
export async function visitsBetween(
  db: Kysely<DB>,
  from: string,
  to: string,
): Promise<PeriodVisits> {
  const row = await db
    .selectFrom('visits')
    .select([
      sql<number>`count(*)`.as('visits'),
      sql<number>`coalesce(sum(saved_amount), 0)`.as('savings'),
    ])
    .where('visited_at', '>=', from)
    .where('visited_at', '<', to)
    // A visit its partner voided saved nobody anything.
    .where('voided_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns counts and sums as strings.
  return { visits: Number(row.visits), savings: Number(row.savings) };
}

/** Members created at or after `from` and before `to`. */
export async function enrolmentsBetween(db: Kysely<DB>, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select(sql<number>`count(*)`.as('count'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function approvedPartnersByType(
  db: Kysely<DB>,
): Promise<{ type: PartnerTypeValue; count: number }[]> {
  const rows = await db
    .selectFrom('partners')
    .select(['type', sql<number>`count(*)`.as('count')])
    .where('status', '=', 'approved')
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, count: Number(r.count) }));
}

export async function approvedPartnersByState(
  db: Kysely<DB>,
): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .selectFrom('partners')
    .select(['state', sql<number>`count(*)`.as('count')])
    .where('status', '=', 'approved')
    .groupBy('state')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('state')
    .execute();
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

const VISIT_SEARCH_COLUMNS = ['member_name', 'membership_id', 'partner_name', 'service'] as const;

export interface ExportVisitRow {
  id: number;
  visited_at: string;
  membership_id: string;
  member_name: string;
  partner_name: string;
  doctor_name: string;
  service: string;
  discount_applied: number;
  bill_amount: number | null;
  saved_amount: number;
  flagged: number;
  /** Whether the row matches the search (every row does when there is none). */
  matches: boolean;
}

/** Where a page of the visits export ends: the next page starts after it. */
export interface VisitExportKey {
  visitedAt: string;
  id: number;
}

/**
 * The next `limit` visits, newest first, after `after` (from the newest when absent), each marked
 * with whether it matches `search` (member, membership ID, partner or service). A page is `limit`
 * rows of the time index whatever the search, so a rare search never makes one page a scan of
 * the whole table; the caller keeps the matching rows and reads on from the page's last key.
 */
export async function selectVisitExportPage(
  db: Kysely<DB>,
  search: string | undefined,
  after: VisitExportKey | undefined,
  limit: number,
): Promise<ExportVisitRow[]> {
  let query = db.selectFrom('visits').select([
    'id',
    'visited_at',
    'membership_id',
    'member_name',
    'partner_name',
    'doctor_name',
    'service',
    'discount_applied',
    'bill_amount',
    'saved_amount',
    'flagged',
    // CASE, not the condition itself: PostgreSQL would answer a boolean, SQLite 0 or 1.
    (search
      ? sql<number>`case when ${anyColumnContains(VISIT_SEARCH_COLUMNS, search)} then 1 else 0 end`
      : sql<number>`1`
    ).as('hit'),
  ]);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('visited_at', 'id'), '<', eb.tuple(after.visitedAt, after.id)),
    );
  }
  const rows = await query
    .orderBy('visited_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  // PostgreSQL returns bigint ids as strings: the key goes back as a number either way.
  return rows.map(({ hit, ...row }) => ({
    ...row,
    id: Number(row.id),
    matches: Number(hit) === 1,
  }));
}
