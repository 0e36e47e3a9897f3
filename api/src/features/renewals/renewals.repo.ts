// SQL for renewal requests (migration 0017) lives only here.
import type { Kysely, Selectable } from 'kysely';
import type { DB, RenewalRequestsTable, RenewalStatusValue } from '../../db/schema.ts';

export type RenewalRow = Selectable<RenewalRequestsTable>;
export type RenewalWithMemberRow = RenewalRow & {
  member_name: string;
  membership_id: string;
};

export async function insertRenewal(
  db: Kysely<DB>,
  row: {
    memberId: number;
    reference: string;
    utr: string;
    members: number;
    total: number;
    tax: number;
    totalWithTax: number;
    at: string;
  },
): Promise<RenewalRow> {
  return db
    .insertInto('renewal_requests')
    .values({
      member_id: row.memberId,
      reference: row.reference,
      utr: row.utr,
      status: 'pending',
      members_count: row.members,
      total: row.total,
      tax: row.tax,
      total_with_tax: row.totalWithTax,
      requested_at: row.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function renewalsOfMember(db: Kysely<DB>, memberId: number): Promise<RenewalRow[]> {
  return db
    .selectFrom('renewal_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
}

export async function countRenewalsOfMember(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('renewal_requests')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function utrTaken(db: Kysely<DB>, utr: string): Promise<boolean> {
  const row = await db
    .selectFrom('renewal_requests')
    .select('id')
    .where('utr', '=', utr)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasPendingRenewal(db: Kysely<DB>, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('renewal_requests')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

const withMember = (db: Kysely<DB>) =>
  db
    .selectFrom('renewal_requests')
    .innerJoin('members', 'members.id', 'renewal_requests.member_id')
    .selectAll('renewal_requests')
    .select(['members.name as member_name', 'members.membership_id as membership_id']);

/** Pending first (oldest first, the order they came in), then the 200 newest decided. */
export async function listRenewals(
  db: Kysely<DB>,
  status: RenewalStatusValue | undefined,
): Promise<RenewalWithMemberRow[]> {
  let query = withMember(db);
  if (status) query = query.where('renewal_requests.status', '=', status);
  const rows = await query.orderBy('renewal_requests.id', 'desc').limit(200).execute();
  const pending = rows.filter((r) => r.status === 'pending').reverse();
  return [...pending, ...rows.filter((r) => r.status !== 'pending')];
}

export function findRenewal(db: Kysely<DB>, id: number): Promise<RenewalWithMemberRow | undefined> {
  return withMember(db).where('renewal_requests.id', '=', id).executeTakeFirst();
}

/**
 * Moves a renewal from `from` to its decision; undefined when it was no longer `from` (decided
 * meanwhile by another admin), so a renewal is confirmed, refused or refunded once.
 */
export function decideRenewal(
  db: Kysely<DB>,
  id: number,
  from: RenewalStatusValue,
  decision: {
    status: RenewalStatusValue;
    at: string;
    reason?: string | null;
    previousValidUntil?: string;
    newValidUntil?: string;
  },
): Promise<RenewalRow | undefined> {
  return db
    .updateTable('renewal_requests')
    .set({
      status: decision.status,
      decided_at: decision.at,
      reason: decision.reason ?? null,
      ...(decision.previousValidUntil === undefined
        ? {}
        : { previous_valid_until: decision.previousValidUntil }),
      ...(decision.newValidUntil === undefined ? {} : { new_valid_until: decision.newValidUntil }),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Visits with a discount the member (or family on the card) had since `since`. */
export async function countDiscountedVisitsSince(
  db: Kysely<DB>,
  memberId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('visits')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('member_id', '=', memberId)
    .where('visited_at', '>=', since)
    .where('discount_applied', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The renewal's payment, beside enrolment payments: the console's revenue counts it. */
export async function insertRenewalPayment(
  db: Kysely<DB>,
  payment: { memberId: number; amount: number; members: number; reference: string; at: string },
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      member_id: payment.memberId,
      amount: payment.amount,
      members_count: payment.members,
      reference: payment.reference,
      paid_at: payment.at,
    })
    .execute();
}
