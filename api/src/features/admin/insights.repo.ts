// Aggregates for the admin's insights: visits and savings per period, approved partners by type
// and state, enrolments per period. Periods are given as boundaries (ISO instants computed in
// India time by the service) and bucketed with CASE, so the same SQL runs on SQLite and
// PostgreSQL and the range filter can use the time-column index.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { DB, PartnerTypeValue } from '../../db/schema.ts';
import { anyColumnContains } from '../../lib/like-search.ts';

/** Bucket i holds [bounds[i], bounds[i + 1]); -1 never occurs inside the outer range filter. */
function bucketOf(column: string, bounds: readonly string[]): RawBuilder<number> {
  const cases = bounds
    .slice(0, -1)
    .map(
      (from, i) =>
        sql`when ${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${bounds[i + 1]} then ${sql.lit(i)}`,
    );
  return sql<number>`case ${sql.join(cases, sql` `)} else -1 end`;
}

export interface VisitBucket {
  bucket: number;
  visits: number;
  savings: number;
}

export async function visitsPerBucket(
  db: Kysely<DB>,
  bounds: readonly string[],
): Promise<VisitBucket[]> {
  const rows = await db
    .selectFrom('visits')
    .select([
      bucketOf('visited_at', bounds).as('bucket'),
      sql<number>`count(*)`.as('visits'),
      sql<number>`coalesce(sum(saved_amount), 0)`.as('savings'),
    ])
    .where('visited_at', '>=', bounds[0]!)
    .where('visited_at', '<', bounds[bounds.length - 1]!)
    // By position: PostgreSQL would not match a repeated CASE whose values are parameters.
    .groupBy(sql`1`)
    .execute();
  // PostgreSQL returns counts and sums as strings.
  return rows.map((r) => ({
    bucket: Number(r.bucket),
    visits: Number(r.visits),
    savings: Number(r.savings),
  }));
}

export async function enrolmentsPerBucket(
  db: Kysely<DB>,
  bounds: readonly string[],
): Promise<{ bucket: number; count: number }[]> {
  const rows = await db
    .selectFrom('members')
    .select([bucketOf('created_at', bounds).as('bucket'), sql<number>`count(*)`.as('count')])
    .where('created_at', '>=', bounds[0]!)
    .where('created_at', '<', bounds[bounds.length - 1]!)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ bucket: Number(r.bucket), count: Number(r.count) }));
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
}

/** Visits matching `search` (member, membership ID, partner or service), newest first. */
export function selectVisitsForExport(
  db: Kysely<DB>,
  search: string | undefined,
  limit: number,
): Promise<ExportVisitRow[]> {
  let query = db
    .selectFrom('visits')
    .select([
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
    ]);
  if (search) query = query.where(anyColumnContains(VISIT_SEARCH_COLUMNS, search));
  return query.orderBy('visited_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
