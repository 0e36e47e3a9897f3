// Member enrolment writes the member and their payment together: either both exist or neither.
import type { Kysely, Transaction } from 'kysely';
import type { DB, MemberRow, NewMemberRow } from '../../db/schema.ts';

/**
 * Which of the contact details another member already holds. `email` must be normalised (trimmed,
 * lower case) as every stored email is, so both look-ups use their unique index.
 */
export async function memberContactTaken(
  db: Kysely<DB>,
  contact: { email: string; phone: string },
): Promise<'email' | 'phone' | null> {
  const row = await db
    .selectFrom('members')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', contact.email), eb('phone', '=', contact.phone)]))
    .executeTakeFirst();
  if (!row) return null;
  return row.email === contact.email ? 'email' : 'phone';
}

export async function membershipIdTaken(db: Kysely<DB>, membershipId: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member and their first payment; runs in the caller's transaction (with its audit entry). */
export async function insertMemberWithPayment(
  trx: Transaction<DB>,
  member: NewMemberRow,
  payment: { amount: number; membersCount: number; reference: string; paidAt: string },
): Promise<MemberRow> {
  const row = await trx
    .insertInto('members')
    .values(member)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payments')
    .values({
      member_id: row.id,
      amount: payment.amount,
      members_count: payment.membersCount,
      reference: payment.reference,
      paid_at: payment.paidAt,
    })
    .execute();
  return row;
}
