// Membership verification at the desk. An unknown ID is 404; a known one is always answered with
// the member and family, plus whether a discount may be given now and why not (expired, inactive).
// A partner's checks are limited per minute and per day, and each unknown ID it tries is recorded
// for the admin: the answer names a member and their family, so guessing IDs must not pay.
import { expiredCardMessage, normaliseMembershipId, showPercent } from '@mcs/shared';
import type { VerifiedMember } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { StaffPrincipal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { findMemberByMembershipId } from '../members/members.service.ts';
import { MEMBERSHIP_CANCELLED, MEMBERSHIP_NOT_FOUND } from '../visits/visits.service.ts';
import { isoDaysAfter } from '../../lib/india-time.ts';
import { standardDiscountOf } from './partner-discount.service.ts';
import { deleteVerifyMissesBefore, insertVerifyMisses } from './partners.repo.ts';

export const MEMBERSHIP_VERIFIED = 'Membership verified.';
export const TOO_MANY_CHECKS_THIS_MINUTE =
  'Too many membership checks from this desk in the last minute. Please wait a minute and try again.';
export const TOO_MANY_CHECKS_TODAY =
  "This desk has reached today's limit of membership checks. Please try again tomorrow or contact MediCostSaver support.";

/** The verify body's own limit: a miss stores what was sent, never more. */
const TRIED_MAX = 64;
/** Misses are kept this long: enough to see a desk guessing over months, not for ever. */
export const VERIFY_MISSES_KEPT_DAYS = 90;

type Deps = Pick<AppDeps, 'db' | 'now' | 'verifyLimits'>;

/**
 * Counts one membership check by the partner in both windows, before the look-up it allows; or,
 * when either window has none left, counts nothing and answers the 429 to throw. `db` may be the
 * caller's transaction.
 */
export async function takeMembershipCheck(
  deps: Pick<AppDeps, 'db' | 'verifyLimits'>,
  partnerId: number,
): Promise<AppError | undefined> {
  const { db, verifyLimits } = deps;
  const { perMinute, perDay } = verifyLimits;
  const key = `partner:${partnerId}`;
  if (!(await perDay.take(db, key)))
    return AppError.tooMany(TOO_MANY_CHECKS_TODAY, await perDay.retryInfo(db, key));
  if (!(await perMinute.take(db, key))) {
    await perDay.release(db, key);
    return AppError.tooMany(TOO_MANY_CHECKS_THIS_MINUTE, await perMinute.retryInfo(db, key));
  }
  return undefined;
}

/**
 * Keeps the unknown IDs the partner tried, for the admin, each cut to what the verify body may
 * hold. `db` may be the caller's transaction.
 */
export async function recordVerifyMisses(
  deps: Pick<AppDeps, 'db' | 'now'>,
  partnerId: number,
  tried: readonly string[],
): Promise<void> {
  const triedAt = deps.now().toISOString();
  await insertVerifyMisses(
    deps.db,
    tried.map((id) => ({ partnerId, tried: id.slice(0, TRIED_MAX), triedAt })),
  );
}

/** Deletes misses past their keeping time; one indexed statement, run after misses are added. */
export async function forgetOldVerifyMisses(deps: Pick<AppDeps, 'db' | 'now'>): Promise<void> {
  await deleteVerifyMissesBefore(deps.db, isoDaysAfter(deps.now(), -VERIFY_MISSES_KEPT_DAYS));
}

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
  if (caller.role !== 'partner') return lookUp(deps, rawId, null);
  const refused = await takeMembershipCheck(deps, caller.id);
  if (refused) throw refused;
  try {
    return await lookUp(deps, rawId, await standardDiscountOf(deps, caller.id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      await recordVerifyMisses(deps, caller.id, [rawId]);
      await forgetOldVerifyMisses(deps);
    }
    throw error;
  }
}

/** `standardDiscount`: the asking partner's, null when it set none (or an admin asks). */
async function lookUp(
  deps: Deps,
  rawId: string,
  standardDiscount: number | null,
): Promise<VerifiedMember> {
  const membershipId = normaliseMembershipId(rawId);
  const member = membershipId ? await findMemberByMembershipId(deps.db, membershipId) : undefined;
  if (!member) throw AppError.notFound(MEMBERSHIP_NOT_FOUND);
  const status = member.statusOn(deps.now());
  const { family } = member;
  const valid = status === 'Active';
  const message = valid
    ? MEMBERSHIP_VERIFIED
    : status === 'Expired'
      ? `${expiredCardMessage(new Date(member.validUntil))} No discount can be given.`
      : MEMBERSHIP_CANCELLED;
  // The partner's own discount, never the card's family discount (a discount on the membership
  // fee, which a receptionist would give as the clinic's); none on a card that may not be used now.
  const discount = valid ? standardDiscount : 0;
  return {
    name: member.name,
    membershipId: member.membershipId,
    plan: member.plan,
    discount: discount === null ? '' : showPercent(discount),
    standardDiscount: discount,
    validUntil: member.validUntil,
    familyMembers: family.length,
    familyDetails: family,
    status,
    valid,
    message,
  };
}
