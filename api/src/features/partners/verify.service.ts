// Membership verification at the desk. An unknown ID is 404; a known one is always answered with
// the member and family, plus whether a discount may be given now and why not (expired, inactive).
// A partner's checks are limited per minute and per day, and each unknown ID it tries is recorded
// for the admin: the answer names a member and their family, so guessing IDs must not pay.
import {
  FAMILY_CARD_DISCOUNT,
  expiredCardMessage,
  familyCardDiscount,
  normaliseMembershipId,
} from '@mcs/shared';
import type { VerifiedMember } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { StaffPrincipal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { findMemberByMembershipId } from '../members/members.service.ts';
import { effectiveMemberStatus, familyOf } from '../members/members.service.ts';
import { MEMBERSHIP_CANCELLED, MEMBERSHIP_NOT_FOUND } from '../visits/visits.service.ts';
import { insertVerifyMiss } from './partners.repo.ts';

export const MEMBERSHIP_VERIFIED = 'Membership verified.';
export const TOO_MANY_CHECKS_THIS_MINUTE =
  'Too many membership checks from this desk in the last minute. Please wait a minute and try again.';
export const TOO_MANY_CHECKS_TODAY =
  "This desk has reached today's limit of membership checks. Please try again tomorrow or contact MediCostSaver support.";

/** The verify body's own limit: a miss stores what was sent, never more. */
const TRIED_MAX = 64;

type Deps = Pick<AppDeps, 'db' | 'now' | 'verifyLimits'>;

/**
 * Answers the member behind `rawId`. `caller` is who asks: a partner's checks are counted (before
 * the look-up, so parallel requests cannot slip past the limit) and its misses recorded; an admin
 * is neither. Throws 429 'rate_limited' past a limit, 404 for an unknown ID.
 */
export async function verifyMembership(
  deps: Deps,
  rawId: string,
  caller: StaffPrincipal,
): Promise<VerifiedMember> {
  if (caller.role !== 'partner') return lookUp(deps, rawId);
  const key = `partner:${caller.id}`;
  const { perMinute, perDay } = deps.verifyLimits;
  if (!perDay.allows(key)) throw AppError.tooMany(TOO_MANY_CHECKS_TODAY, perDay.retryInfo(key));
  if (!perMinute.allows(key))
    throw AppError.tooMany(TOO_MANY_CHECKS_THIS_MINUTE, perMinute.retryInfo(key));
  perMinute.hit(key);
  perDay.hit(key);
  try {
    return await lookUp(deps, rawId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      await insertVerifyMiss(deps.db, {
        partnerId: caller.id,
        tried: rawId.slice(0, TRIED_MAX),
        triedAt: deps.now().toISOString(),
      });
    }
    throw error;
  }
}

async function lookUp(deps: Deps, rawId: string): Promise<VerifiedMember> {
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
