// Membership verification at the desk. An unknown ID is 404; a known one is always answered with
// the member and family, plus whether a discount may be given now and why not (DESIGN.md section 8).
import { expiredCardMessage, normaliseMembershipId } from '@mcs/shared';
import type { VerifiedMember } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { findMemberByMembershipId } from '../members/members.repo.ts';
import { effectiveMemberStatus, familyDiscount, familyOf } from '../members/member-status.ts';
import { MEMBERSHIP_CANCELLED, MEMBERSHIP_NOT_FOUND } from '../visits/visits.service.ts';

export const MEMBERSHIP_VERIFIED = 'Membership verified.';

export async function verifyMembership(
  deps: Pick<AppDeps, 'db' | 'now'>,
  rawId: string,
): Promise<VerifiedMember> {
  const membershipId = normaliseMembershipId(rawId);
  const member = membershipId ? await findMemberByMembershipId(deps.db, membershipId) : undefined;
  if (!member) throw AppError.notFound(MEMBERSHIP_NOT_FOUND);
  const status = effectiveMemberStatus(member, deps.now());
  const family = familyOf(member);
  const message =
    status === 'Active'
      ? MEMBERSHIP_VERIFIED
      : status === 'Expired'
        ? `${expiredCardMessage(new Date(member.valid_until))} No discount can be given.`
        : MEMBERSHIP_CANCELLED;
  return {
    name: member.name,
    membershipId: member.membership_id,
    plan: member.plan,
    discount: familyDiscount(family.length),
    validUntil: member.valid_until,
    familyMembers: family.length,
    familyDetails: family,
    status,
    valid: status === 'Active',
    message,
  };
}
