// Member rows as the rest of the API knows them. The family list is JSON text in the row (SQLite
// has no JSON type): it is read once here, not by each feature that shows it. The stored status
// is not the whole truth: a membership whose validity has lapsed is Expired even while no job has
// updated the row yet, so a Member is asked for its status at a moment, never for the column.
import { familyMemberSchema } from '@mcs/shared';
import type { FamilyMember, MemberStatus } from '@mcs/shared';
import { z } from 'zod';
import type { MemberRow, MemberStatusValue } from '../../db/schema.ts';

/** A member as other features see one; its password hash stays with sign-in (MemberSignIn). */
export interface Member {
  id: number;
  membershipId: string;
  name: string;
  email: string;
  phone: string | null;
  plan: string;
  /** ISO time the membership lapses at. */
  validUntil: string;
  family: FamilyMember[];
  /** ISO time of enrolment: the membership starts there, so no visit can be dated earlier. */
  enrolledAt: string;
  /** ISO time the row last changed (a cancellation, when no card revocation says when). */
  updatedAt: string;
  /** True while the password is the one an admin set at enrolment: the app asks for a new one. */
  mustChangePassword: boolean;
  /** The status at `at`: Active, Expired once the validity has lapsed, or Cancelled. */
  statusOn(at: Date): MemberStatus;
}

/** What signing a member in needs besides the Member; only the auth feature asks for it. */
export interface MemberSignIn {
  id: number;
  passwordHash: string;
  /** Tokens carry it: raising it ends every session issued before. */
  sessionGeneration: number;
  member: Member;
}

/** The status at `at` of a membership stored as `recorded`, valid until `validUntil` (ISO). */
export function memberStatusOn(
  recorded: MemberStatusValue,
  validUntil: string,
  at: Date,
): MemberStatus {
  if (recorded === 'Active' && Date.parse(validUntil) < at.getTime()) return 'Expired';
  return recorded;
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

export function rowToMember(row: MemberRow): Member {
  const { status, valid_until: validUntil } = row;
  return {
    id: row.id,
    membershipId: row.membership_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    plan: row.plan,
    validUntil,
    family: familyOf(row),
    enrolledAt: row.created_at,
    updatedAt: row.updated_at,
    mustChangePassword: row.must_change_password === 1,
    statusOn: (at) => memberStatusOn(status, validUntil, at),
  };
}

export function rowToMemberSignIn(row: MemberRow): MemberSignIn {
  return {
    id: row.id,
    passwordHash: row.password_hash,
    sessionGeneration: row.session_generation,
    member: rowToMember(row),
  };
}
