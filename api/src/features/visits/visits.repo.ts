// Visits: insert (idempotent on the client UUID) and the partner's and member's views of them.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB, NewVisitRow, VisitRow } from '../../db/schema.ts';

/** Inserts unless a visit with the same client_id exists; answers the stored row and whether it is new. */
export async function insertVisitOnce(
  db: Kysely<DB>,
  visit: NewVisitRow,
): Promise<{ row: VisitRow; created: boolean }> {
  const inserted = await db
    .insertInto('visits')
    .values(visit)
    .onConflict((oc) => oc.column('client_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await db
    .selectFrom('visits')
    .selectAll()
    .where('client_id', '=', visit.client_id)
    .executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

export interface PartnerVisitRow extends VisitRow {
  member_email: string | null;
  member_phone: string | null;
}

export async function listPartnerVisits(
  db: Kysely<DB>,
  partnerId: number,
  page: PageWindow,
): Promise<{ rows: PartnerVisitRow[]; total: number }> {
  const rows = await db
    .selectFrom('visits')
    .leftJoin('members', 'members.id', 'visits.member_id')
    .selectAll('visits')
    .select(['members.email as member_email', 'members.phone as member_phone'])
    .where('visits.partner_id', '=', partnerId)
    .orderBy('visits.visited_at', 'desc')
    .orderBy('visits.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** One page of the member's visits, newest first. */
export function listMemberVisits(
  db: Kysely<DB>,
  memberId: number,
  page: PageWindow,
): Promise<VisitRow[]> {
  return db
    .selectFrom('visits')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('visited_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export interface PartnerVisitFigures {
  membersServed: number;
  monthlyVisits: number;
  revenue: number;
  visits: number;
  averageDiscount: number | null;
}

/** The partner dashboard figures in one pass over the partner's visits. */
export async function partnerVisitFigures(
  db: Kysely<DB>,
  partnerId: number,
  monthStartIso: string,
): Promise<PartnerVisitFigures> {
  const row = await db
    .selectFrom('visits')
    .select([
      sql<number>`count(distinct membership_id)`.as('members_served'),
      sql<number>`sum(case when visited_at >= ${monthStartIso} then 1 else 0 end)`.as(
        'monthly_visits',
      ),
      sql<number>`sum(case when bill_amount is not null then bill_amount - saved_amount else 0 end)`.as(
        'revenue',
      ),
      sql<number>`count(*)`.as('visits'),
      sql<number | null>`avg(discount_applied)`.as('average_discount'),
    ])
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return {
    membersServed: Number(row.members_served ?? 0),
    monthlyVisits: Number(row.monthly_visits ?? 0),
    revenue: Number(row.revenue ?? 0),
    visits: Number(row.visits ?? 0),
    averageDiscount: row.average_discount === null ? null : Number(row.average_discount),
  };
}

/** Distinct members each partner has served, for directory and admin listings. */
export async function membersServedByPartner(
  db: Kysely<DB>,
  partnerIds: readonly number[],
): Promise<Map<number, number>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('visits')
    .select(['partner_id', sql<number>`count(distinct membership_id)`.as('served')])
    .where('partner_id', 'in', partnerIds)
    .groupBy('partner_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.partner_id), Number(r.served)]));
}
