// How a stored member reads to the outside: the real status (a lapsed date means Expired even if
// no job has updated the row yet) and the family list.
import { familyMemberSchema } from '@mcs/shared';
import type { CurrentMember, FamilyMember, MemberStatus } from '@mcs/shared';
import { z } from 'zod';
import type { MemberRow } from '../../db/schema.ts';

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
