// What other features may know of members: the look-ups (sign-in, verification, visits, cards)
// and how a stored member reads to the outside (the real status, where a lapsed date means
// Expired even if no job has updated the row yet, and the family list). Other features come here,
// never to members.repo.ts.
import { familyMemberSchema } from '@mcs/shared';
import type { CurrentMember, FamilyMember, MemberStatus } from '@mcs/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB, MemberRow } from '../../db/schema.ts';
import * as members from './members.repo.ts';

export function findMemberById(db: Kysely<DB>, id: number): Promise<MemberRow | undefined> {
  return members.findMemberById(db, id);
}

export function findMemberByEmail(db: Kysely<DB>, email: string): Promise<MemberRow | undefined> {
  return members.findMemberByEmail(db, email);
}

export function findMemberByPhone(db: Kysely<DB>, phone: string): Promise<MemberRow | undefined> {
  return members.findMemberByPhone(db, phone);
}

export function findMemberByMembershipId(
  db: Kysely<DB>,
  membershipId: string,
): Promise<MemberRow | undefined> {
  return members.findMemberByMembershipId(db, membershipId);
}

export function effectiveMemberStatus(
  row: Pick<MemberRow, 'status' | 'valid_until'>,
  now: Date,
): MemberStatus {
  if (row.status === 'Active' && Date.parse(row.valid_until) < now.getTime()) return 'Expired';
  return row.status;
}

const familyListSchema = z.array(familyMemberSchema);

/** The stored family list; a damaged value reads as no family rather than failing the request. */
export function familyOf(row: Pick<MemberRow, 'family_details'>): FamilyMember[] {
  try {
    const parsed = familyListSchema.safeParse(JSON.parse(row.family_details));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function toCurrentMember(row: MemberRow, now: Date): CurrentMember {
  const family = familyOf(row);
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    plan: row.plan,
    status: effectiveMemberStatus(row, now),
    validUntil: row.valid_until,
    membershipId: row.membership_id,
    familyMembers: family.length,
    familyDetails: family,
  };
}
