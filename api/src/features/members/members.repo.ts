// Member look-ups shared by sign-in, verification and visits, and the member's password change.
import type { Kysely } from 'kysely';
import type { DB, MemberRow } from '../../db/schema.ts';

export function findMemberById(db: Kysely<DB>, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberByEmail(db: Kysely<DB>, email: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The member with this phone; phones are unique (migration 0003), so there is at most one. */
export function findMemberByPhone(db: Kysely<DB>, phone: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('phone', '=', phone.trim()).executeTakeFirst();
}

export function findMemberByMembershipId(
  db: Kysely<DB>,
  membershipId: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
}

/**
 * Sets the member's password, clears the ask to change it and ends every session issued before,
 * in one statement so no request sees one without the others. Only while the stored hash is still
 * `previousHash` (the one the caller checked the current password against): of two changes racing,
 * the second finds it gone. The new session generation, or undefined when nothing was changed.
 */
export async function setPasswordEndingSessions(
  db: Kysely<DB>,
  change: { id: number; previousHash: string; passwordHash: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('members')
    .set((eb) => ({
      password_hash: change.passwordHash,
      must_change_password: 0,
      session_generation: eb('session_generation', '+', 1),
    }))
    .where('id', '=', change.id)
    .where('password_hash', '=', change.previousHash)
    .returning('session_generation')
    .executeTakeFirst();
  return row?.session_generation;
}

/**
 * Moves the end of a membership that is not cancelled (a renewal, or a refund putting it back).
 * The card trigger (0004) revokes the live card in the same statement: it names the old end.
 * Undefined when the member is gone or cancelled.
 */
export async function setValidUntil(
  db: Kysely<DB>,
  id: number,
  validUntil: string,
  at: string,
): Promise<MemberRow | undefined> {
  return db
    .updateTable('members')
    .set({ valid_until: validUntil, status: 'Active', updated_at: at })
    .where('id', '=', id)
    .where('status', '!=', 'Cancelled')
    .returningAll()
    .executeTakeFirst();
}

/** Members not cancelled whose membership ends in [from, to) (ISO), for expiry reminders. */
export function membersEndingBetween(
  db: Kysely<DB>,
  from: string,
  to: string,
): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('status', '!=', 'Cancelled')
    .where('valid_until', '>=', from)
    .where('valid_until', '<', to)
    .orderBy('id')
    .execute();
}
