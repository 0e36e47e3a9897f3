import { DEFAULT_PLAN_LABEL } from '@mcs/shared';
import type { CardFamilyMember, CurrentMember, MemberStatus } from '@mcs/shared';
import type { StoredCard } from '../../../offline/member.ts';

/** What the digital card shows, whether the server answered or only the device could. */
export interface CardView {
  name: string;
  membershipId: string;
  plan: string;
  status: MemberStatus;
  /** ISO 8601 instant. */
  validUntil: string;
  family: CardFamilyMember[];
  /**
   * The signed card the QR carries (a compact `MCS1:` card, or a JWS fetched before it); null
   * until it has been fetched once.
   */
  jws: string | null;
}

/** Who a card names: the server's member, or with no answer the copy kept of it (card-holder.ts). */
export interface CardHolder {
  name: string;
  plan: string;
  family: CardFamilyMember[];
}

/** What the card shows of a member the server described. */
export function holderOf(member: CurrentMember): CardHolder {
  return {
    name: member.name,
    plan: member.plan || DEFAULT_PLAN_LABEL,
    family: member.familyDetails.map(({ name, relationship }) => ({ name, relationship })),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first expiry reminder comes 30 days before the end (then 15 and 7). */
export const RENEWAL_NOTICE_DAYS = 30;

/** Whole days left until `validUntil` (0 or less once it has passed). */
export function daysLeft(validUntil: string, now: Date): number {
  // `|| 0`: no -0 for a card ending within the day.
  return Math.ceil((new Date(validUntil).getTime() - now.getTime()) / DAY_MS) || 0;
}

export function isExpired(validUntil: string, now: Date): boolean {
  return new Date(validUntil).getTime() <= now.getTime();
}

/**
 * The card to show: the server's member when it answered (the live status), else the stored card
 * with the status its dates give, naming whom `holder` says (card-holder.ts finds it without the
 * server). Null when neither is there.
 */
export function cardView(
  member: CurrentMember | null,
  stored: StoredCard | null | undefined,
  now: Date,
  holder: CardHolder | null = null,
): CardView | null {
  // A stored card of someone else (a shared phone where logout could not run) is never shown.
  const card = stored && (!member || stored.membershipId === member.membershipId) ? stored : null;
  if (member) {
    return {
      ...holderOf(member),
      membershipId: member.membershipId,
      status: member.status,
      validUntil: member.validUntil,
      jws: card?.jws ?? null,
    };
  }
  if (!card) return null;
  return {
    name: holder?.name ?? '',
    membershipId: card.membershipId,
    plan: holder?.plan ?? DEFAULT_PLAN_LABEL,
    status: isExpired(card.validUntil, now) ? 'Expired' : 'Active',
    validUntil: card.validUntil,
    family: holder?.family ?? [],
    jws: card.jws,
  };
}
