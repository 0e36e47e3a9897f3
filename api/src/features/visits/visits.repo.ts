// Visits: insert (idempotent on the client UUID) and the partner's and member's views of them.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB, NewVisitRow, VisitRow } from '../../db/schema.ts';
import { takeTurn } from '../../db/write-locks.ts';

/**
 * Inserts unless a visit with the same client_id exists; answers the stored row and whether it is
 * new. A new visit by a member this partner never served before adds one to the partner's
 * `members_served`, in the same transaction, so the count can never drift from the visits.
 */
export async function insertVisitOnce(
  db: Kysely<DB>,
  visit: NewVisitRow,
): Promise<{ row: VisitRow; created: boolean }> {
  const insert = async (trx: Kysely<DB>) => {
    // "Served this member before?" must see the partner's other visits of this moment.
    if (visit.partner_id != null) await takeTurn(trx, 'partnerVisits', visit.partner_id);
    const inserted = await trx
      .insertInto('visits')
      .values(visit)
      .onConflict((oc) => oc.column('client_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await countMemberIfNew(trx, inserted);
      return { row: inserted, created: true };
    }
    const existing = await trx
      .selectFrom('visits')
      .selectAll()
      .where('client_id', '=', visit.client_id)
      .executeTakeFirstOrThrow();
    return { row: existing, created: false };
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

async function countMemberIfNew(db: Kysely<DB>, visit: VisitRow): Promise<void> {
  if (visit.partner_id === null) return;
  const earlier = await db
    .selectFrom('visits')
    .select('id')
    .where('partner_id', '=', visit.partner_id)
    .where('membership_id', '=', visit.membership_id)
    .where('id', '!=', visit.id)
    .limit(1)
    .executeTakeFirst();
  if (earlier) return;
  await db
    .updateTable('partners')
    .set((eb) => ({ members_served: eb('members_served', '+', 1) }))
    .where('id', '=', visit.partner_id)
    .execute();
}

/** How many visits the partner has recorded since `sinceIso` (server time of recording). */
export async function countPartnerVisitsSince(
  db: Kysely<DB>,
  partnerId: number,
  sinceIso: string,
): Promise<number> {
  const { n } = await db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the partner's visits, newest first, and how many there are. */
export async function listPartnerVisits(
  db: Kysely<DB>,
  partnerId: number,
  page: PageWindow,
): Promise<{ rows: VisitRow[]; total: number }> {
  const rows = await db
    .selectFrom('visits')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('visited_at', 'desc')
    .orderBy('id', 'desc')
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
    monthlyVisits: Number(row.monthly_visits ?? 0),
    revenue: Number(row.revenue ?? 0),
    visits: Number(row.visits ?? 0),
    averageDiscount: row.average_discount === null ? null : Number(row.average_discount),
  };
}
