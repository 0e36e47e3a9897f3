import { MEMBERSHIP_VALIDITY_DAYS, quoteMembership } from '@mcs/shared';
import type { CurrentMember, MemberVisit } from '@mcs/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MembershipSavings {
  /** Saved on visits in the current membership year. */
  saved: number;
  /** What the year's membership cost: ₹365 per member, less the family discount. */
  fee: number;
  members: number;
  /** Whole times the savings cover the fee; 0 until they do. */
  paidForItself: number;
}

/**
 * The member's savings this membership year (the 365 days up to validUntil) beside what the
 * membership cost, so a family sees whether it has paid for itself.
 */
export function membershipSavings(member: CurrentMember, visits: readonly MemberVisit[]) {
  const end = new Date(member.validUntil).getTime();
  const start = end - MEMBERSHIP_VALIDITY_DAYS * DAY_MS;
  const saved = visits
    .filter((v) => {
      const at = new Date(v.visitedTime).getTime();
      return at > start && at <= end;
    })
    .reduce((sum, v) => sum + v.savedAmount, 0);
  const members = 1 + member.familyMembers;
  const fee = quoteMembership(members).total;
  return {
    saved: Math.round(saved * 100) / 100,
    fee,
    members,
    paidForItself: Math.floor(saved / fee),
  } satisfies MembershipSavings;
}
