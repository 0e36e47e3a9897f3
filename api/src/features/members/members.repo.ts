// Member look-ups shared by sign-in, verification and visits.
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
