// Membership verification at the desk. An unknown ID is 404; a known one is always answered with
// the member and family, plus whether a discount may be given now and why not (DESIGN.md section 8).
import {
  FAMILY_CARD_DISCOUNT,
  expiredCardMessage,
  familyCardDiscount,
  normaliseMembershipId,
} from '@mcs/shared';
import type { VerifiedMember } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { findMemberByMembershipId } from '../members/members.service.ts';
import { effectiveMemberStatus, familyOf } from '../members/members.service.ts';
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
  const valid = status === 'Active';
  const message = valid
    ? MEMBERSHIP_VERIFIED
    : status === 'Expired'
      ? `${expiredCardMessage(new Date(member.valid_until))} No discount can be given.`
      : MEMBERSHIP_CANCELLED;
  return {
    name: member.name,
    membershipId: member.membership_id,
    plan: member.plan,
    // The card's family discount applies only to a card that may be used now.
    discount: valid ? familyCardDiscount(family.length) : FAMILY_CARD_DISCOUNT.withoutFamily,
    validUntil: member.valid_until,
    familyMembers: family.length,
    familyDetails: family,
    status,
    valid,
    message,
  };
}
