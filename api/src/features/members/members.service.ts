// What other features may know of members: the look-ups (verification, visits, cards, the
// member's own profile) answered as a Member (member-mapper.ts), a separate sign-in look-up that
// carries the password hash for the auth feature alone, and how a stored status reads at a given
// moment. Other features come here, never to members.repo.ts or the mapper.
import type { CurrentMember, MemberStatus } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB, MemberStatusValue } from '../../db/schema.ts';
import * as mapper from './member-mapper.ts';
import type { Member, MemberSignIn } from './member-mapper.ts';
import * as members from './members.repo.ts';

export type { Member, MemberSignIn } from './member-mapper.ts';

export async function findMemberById(db: Kysely<DB>, id: number): Promise<Member | undefined> {
  const row = await members.findMemberById(db, id);
  return row && mapper.rowToMember(row);
}

/** `membershipId` as stored (normalised by the caller). */
export async function findMemberByMembershipId(
  db: Kysely<DB>,
  membershipId: string,
): Promise<Member | undefined> {
  const row = await members.findMemberByMembershipId(db, membershipId);
  return row && mapper.rowToMember(row);
}

/**
 * The member who signs in with this email or phone, with what only signing in needs (the password
 * hash, the session generation); undefined when no member has it.
 */
export async function findMemberSignIn(
  db: Kysely<DB>,
  by: { email: string } | { phone: string },
): Promise<MemberSignIn | undefined> {
  const row =
    'email' in by
      ? await members.findMemberByEmail(db, by.email)
      : await members.findMemberByPhone(db, by.phone);
  return row && mapper.rowToMemberSignIn(row);
}

/** The signed-in member's own sign-in record, for checking their current password. */
export async function findMemberSignInById(
  db: Kysely<DB>,
  id: number,
): Promise<MemberSignIn | undefined> {
  const row = await members.findMemberById(db, id);
  return row && mapper.rowToMemberSignIn(row);
}

/**
 * Replaces a member's password with `passwordHash` (hashed by the caller), no longer asks them to
 * change it, and ends every session issued before: the answer is the new session generation, for
 * the token of the session that made the change. Undefined when the stored hash is no longer
 * `previousHash` (changed meanwhile) or the member is gone.
 */
export function setMemberPassword(
  db: Kysely<DB>,
  change: { id: number; previousHash: string; passwordHash: string },
): Promise<number | undefined> {
  return members.setPasswordEndingSessions(db, change);
}

/**
 * The status at `at` of a membership stored as `recorded`: a lapsed validity means Expired even
 * if no job has updated the row yet. For lists that read the columns themselves.
 */
export function memberStatusOn(
  recorded: MemberStatusValue,
  validUntil: string,
  at: Date,
): MemberStatus {
  return mapper.memberStatusOn(recorded, validUntil, at);
}

/**
 * Sets the end of a membership that is not cancelled: a confirmed renewal, or a refunded one
 * putting the old end back. Its live card is revoked in the same statement (the card names the
 * end); the member's app fetches the new one. Undefined when the member is gone or cancelled.
 */
export async function setMembershipEnd(
  db: Kysely<DB>,
  id: number,
  validUntil: string,
  at: Date,
): Promise<Member | undefined> {
  const row = await members.setValidUntil(db, id, validUntil, at.toISOString());
  return row && mapper.rowToMember(row);
}

/** Members not cancelled whose membership ends in [from, to), for expiry reminders. */
export async function membersEndingBetween(
  db: Kysely<DB>,
  from: Date,
  to: Date,
): Promise<Member[]> {
  const rows = await members.membersEndingBetween(db, from.toISOString(), to.toISOString());
  return rows.map(mapper.rowToMember);
}

/** The member's own profile as of `now`. */
export function toCurrentMember(member: Member, now: Date): CurrentMember {
  return {
    id: String(member.id),
    name: member.name,
    email: member.email,
    phone: member.phone,
    plan: member.plan,
    status: member.statusOn(now),
    validUntil: member.validUntil,
    membershipId: member.membershipId,
    familyMembers: member.family.length,
    familyDetails: member.family,
    mustChangePassword: member.mustChangePassword,
  };
}
