// Renewal and reminder rules the API and the member app share: what a renewal costs (the same
// quote as enrolment, one member more per family member), how long it extends the membership, the
// UPI payment link, when an expiry reminder is due and when a refund is allowed. Kept out of the
// main @mcs/shared entry (import '@mcs/shared/renewals'): the home page never needs them.
import {
  MEMBERSHIP_VALIDITY_DAYS,
  REFUND_WINDOW_DAYS,
  REMINDER_DAYS,
  quoteMembership,
} from '../pricing/pricing.ts';
import type { MembershipQuote } from '../pricing/pricing.ts';

const DAY_MS = 86_400_000;
// India has one zone, no daylight saving: "days before the end" are India calendar days.
const IST_OFFSET_MS = 330 * 60_000;

/** What renewing a holder with `familyMembers` family members on the card costs, GST included. */
export function renewalQuote(familyMembers: number): MembershipQuote {
  return quoteMembership(1 + familyMembers);
}

/**
 * The new end of a membership renewed at `now`: one validity period after the later of now and
 * the current end, so renewing early loses no day and renewing late does not pay for days gone.
 */
export function renewedValidUntil(currentEnd: string, now: Date): string {
  const from = Math.max(Date.parse(currentEnd), now.getTime());
  return new Date(from + MEMBERSHIP_VALIDITY_DAYS * DAY_MS).toISOString();
}

/** The name UPI apps show the payer as the payee. */
export const UPI_PAYEE_NAME = 'MediCostSaver';

/** A `upi://pay` link any UPI app opens with the payee, the exact amount and the reference filled in. */
export function upiPayLink(pay: { upiId: string; amount: number; reference: string }): string {
  const params = new URLSearchParams({
    pa: pay.upiId,
    pn: UPI_PAYEE_NAME,
    am: pay.amount.toFixed(2),
    cu: 'INR',
    tn: pay.reference,
  });
  return `upi://pay?${params.toString()}`;
}

/** A UPI transaction reference (UTR) is 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/** Reminder points in days before the end, and 0: the day it ends. Largest first. */
export const REMINDER_THRESHOLDS: readonly number[] = [...REMINDER_DAYS, 0];
export type ReminderThreshold = number;

function indiaDayNumber(at: number): number {
  return Math.floor((at + IST_OFFSET_MS) / DAY_MS);
}

/** India calendar days from `now` to the day the membership ends (0 on that day, negative after). */
export function daysUntilEnd(validUntil: string, now: Date): number {
  return indiaDayNumber(Date.parse(validUntil)) - indiaDayNumber(now.getTime());
}

/**
 * The reminder due at `now`: the smallest threshold already reached, so a server that was down on
 * the 30-day mark sends the 30-day one late rather than never, and one that was down until the
 * 15-day mark sends only the 15-day one (two at once would say the same thing twice). Undefined
 * once the membership has ended, and while no threshold is reached yet.
 */
export function dueReminder(validUntil: string, now: Date): ReminderThreshold | undefined {
  const days = daysUntilEnd(validUntil, now);
  if (days < 0) return undefined;
  const reached = REMINDER_THRESHOLDS.filter((t) => days <= t);
  return reached.length === 0 ? undefined : Math.min(...reached);
}

export type RefundCheck = { allowed: true } | { allowed: false; reason: string };

/** Full refund only within the refund window after the renewal was confirmed, and with no discount used. */
export function refundCheck(input: {
  confirmedAt: string;
  now: Date;
  discountsUsed: number;
}): RefundCheck {
  const ageDays = (input.now.getTime() - Date.parse(input.confirmedAt)) / DAY_MS;
  if (ageDays > REFUND_WINDOW_DAYS) {
    return {
      allowed: false,
      reason: `No refund: the renewal was confirmed more than ${REFUND_WINDOW_DAYS} days ago.`,
    };
  }
  if (input.discountsUsed > 0) {
    const visits = input.discountsUsed === 1 ? '1 visit' : `${input.discountsUsed} visits`;
    return {
      allowed: false,
      reason: `No refund: a discount has been used since the renewal (${visits}).`,
    };
  }
  return { allowed: true };
}
