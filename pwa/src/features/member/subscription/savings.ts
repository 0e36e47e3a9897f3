import { MEMBERSHIP_VALIDITY_DAYS, quoteMembership, roundToPaise } from '@mcs/shared';
import type { CurrentMember, MemberVisit } from '@mcs/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The membership year that ends at validUntil: its first and last instants. */
export interface MembershipYear {
  start: Date;
  end: Date;
}

export function membershipYear(validUntil: string): MembershipYear {
  const end = new Date(validUntil);
  return { start: new Date(end.getTime() - MEMBERSHIP_VALIDITY_DAYS * DAY_MS), end };
}

/** The visits inside the year, in the order given (newest first from the server). */
export function visitsInYear(
  visits: readonly MemberVisit[],
  { start, end }: MembershipYear,
): MemberVisit[] {
  return visits.filter((v) => {
    const at = new Date(v.visitedTime).getTime();
    return at > start.getTime() && at <= end.getTime();
  });
}

export interface MembershipSavings {
  year: MembershipYear;
  /** The visits of this membership year, newest first. */
  visits: MemberVisit[];
  /** Saved on those visits. */
  saved: number;
  /** The bills recorded on those visits, before their discounts. */
  billed: number;
  /** What the family paid for the year: the fee for its members, less the family discount, with GST. */
  feePaid: number;
  /** The same fee before GST. */
  feeBeforeTax: number;
  members: number;
  /** Whole times the savings cover the fee paid; 0 until they do. */
  paidForItself: number;
}

/**
 * The member's savings this membership year (the year that ends at validUntil) beside what the
 * membership cost, so a family sees whether it has paid for itself. The fee is the shared quote
 * for the people the card covers, with GST, which is what an enrolment collects.
 */
export function membershipSavings(
  member: CurrentMember,
  visits: readonly MemberVisit[],
): MembershipSavings {
  const year = membershipYear(member.validUntil);
  const inYear = visitsInYear(visits, year);
  const saved = roundToPaise(inYear.reduce((sum, v) => sum + v.savedAmount, 0));
  const billed = roundToPaise(inYear.reduce((sum, v) => sum + (v.billAmount ?? 0), 0));
  const members = 1 + member.familyMembers;
  const quote = quoteMembership(members);
  return {
    year,
    visits: inYear,
    saved,
    billed,
    feePaid: quote.totalWithTax,
    feeBeforeTax: quote.total,
    members,
    paidForItself: Math.floor(saved / quote.totalWithTax),
  };
}
