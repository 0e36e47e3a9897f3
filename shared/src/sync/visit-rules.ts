// The rules a recorded visit must meet wherever it is judged: the API applies them
// to `POST api/partners/visit` and to every pushed outbox item, and the desk form can show the
// same message before anything is sent. Each check answers the message, or null when it passes.
import { formatRupees, roundToPaise } from '../pricing/pricing.ts';

/**
 * How long a visit recorded offline may wait in the outbox. A desk that was offline for a week
 * still gets its visits in; a visit dated long before its push is a backdating, not an outage.
 */
export const OFFLINE_WINDOW_DAYS = 7;

/**
 * How far ahead of the server a device clock may run. A few minutes of drift is normal on phones;
 * such a visit is dated at its arrival. Further ahead, the date itself cannot be trusted.
 */
export const VISIT_CLOCK_SKEW_MINUTES = 10;

const DAY_MS = 86_400_000;

export const VISIT_TIME_UNREADABLE = 'The date and time of this visit could not be read.';
export const VISIT_TIME_IN_FUTURE =
  'This visit is dated in the future. Please check the date and time on this device.';
export const VISIT_TOO_OLD = `This visit was recorded more than ${OFFLINE_WINDOW_DAYS} days before it was sent. Visits recorded offline must be sent within ${OFFLINE_WINDOW_DAYS} days.`;
export const VISIT_BEFORE_ENROLMENT = 'This visit is dated before the member was enrolled.';

export type VisitTimeJudgement = { ok: true; visitedAt: string } | { ok: false; reason: string };

/**
 * When a visit sent at `receivedAt` and stamped `clientTime` by the device counts as made. Inside
 * the offline window it keeps its own time (clamped to the arrival when the clock ran slightly
 * ahead); outside it, or unreadable (year 0000 parses, but is no visit), it is refused.
 */
export function judgeVisitTime(clientTime: string, receivedAt: Date): VisitTimeJudgement {
  const at = Date.parse(clientTime);
  const now = receivedAt.getTime();
  if (!Number.isFinite(at) || !Number.isFinite(now))
    return { ok: false, reason: VISIT_TIME_UNREADABLE };
  if (at > now + VISIT_CLOCK_SKEW_MINUTES * 60_000)
    return { ok: false, reason: VISIT_TIME_IN_FUTURE };
  if (at < now - OFFLINE_WINDOW_DAYS * DAY_MS) return { ok: false, reason: VISIT_TOO_OLD };
  return { ok: true, visitedAt: new Date(Math.min(at, now)).toISOString() };
}

export interface VisitAmounts {
  /** Percentage given at the counter. */
  discountApplied: number;
  billAmount?: number | null;
  savedAmount?: number | null;
}

/**
 * The largest bill one visit may record unless the server is configured otherwise
 * (MAX_BILL_AMOUNT): ₹5 lakh is far above a clinic visit, and a typo of a few extra zeros is
 * caught at the counter instead of inflating every saving figure.
 */
export const DEFAULT_MAX_BILL_AMOUNT = 500_000;

export const DISCOUNT_OUT_OF_RANGE = 'The discount must be between 0% and 100%.';
export const BILL_AMOUNT_INVALID = 'The bill amount must be a number of rupees, 0 or more.';
export const SAVED_AMOUNT_INVALID = 'The saved amount must be a number of rupees, 0 or more.';
export const SAVED_WITHOUT_BILL =
  'A saved amount needs the bill it was saved on. Please enter the bill amount.';
export const SAVED_MORE_THAN_BILL = 'The saved amount cannot be more than the bill amount.';
export const billAboveCeiling = (maxBillAmount: number) =>
  `The bill amount is more than ${formatRupees(maxBillAmount)}, the most one visit may record. Please check the amount, or contact MediCostSaver support for a larger bill.`;
export const savedNotOnBill = (billAmount: number, discountApplied: number) =>
  `The saved amount does not match the bill and discount: ${discountApplied}% of ${formatRupees(billAmount)} saves ${formatRupees(savingOn(billAmount, discountApplied))}. Please check the amounts.`;

/**
 * The saving on a bill at a discount: bill × discount ÷ 100, rounded to the paisa (half away
 * from zero, as Math.round does for these non-negative amounts). This is the saving stored.
 */
export function savingOn(billAmount: number, discountApplied: number): number {
  return roundToPaise((billAmount * discountApplied) / 100);
}

/**
 * A saving sent with a visit agrees with its bill when it is less than ₹1 from bill × discount
 * ÷ 100: a desk that rounded the saving to whole rupees (either way) or to the paisa passes, and
 * any other figure is a different saving, refused rather than silently replaced.
 */
function agreesToTheRupee(savedAmount: number, billAmount: number, discountApplied: number) {
  return Math.abs(savedAmount - (billAmount * discountApplied) / 100) < 1;
}

const given = (value: number | null | undefined): value is number =>
  value !== undefined && value !== null;
const isAmount = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * The first amount rule a visit breaks, as the message to show; null when its amounts are sound.
 * `maxBillAmount` is the server's configured ceiling; the desk, offline, judges by the default.
 */
export function visitAmountIssue(
  amounts: VisitAmounts,
  maxBillAmount: number = DEFAULT_MAX_BILL_AMOUNT,
): string | null {
  const { discountApplied, billAmount, savedAmount } = amounts;
  if (!Number.isFinite(discountApplied) || discountApplied < 0 || discountApplied > 100)
    return DISCOUNT_OUT_OF_RANGE;
  if (given(billAmount) && !isAmount(billAmount)) return BILL_AMOUNT_INVALID;
  if (given(billAmount) && billAmount > maxBillAmount) return billAboveCeiling(maxBillAmount);
  if (given(savedAmount) && !isAmount(savedAmount)) return SAVED_AMOUNT_INVALID;
  // A saving of 0 with no bill is the spec's own visit ("savedAmount (0)"): nothing is claimed.
  if (given(savedAmount) && savedAmount > 0 && !given(billAmount)) return SAVED_WITHOUT_BILL;
  if (given(savedAmount) && given(billAmount) && savedAmount > billAmount)
    return SAVED_MORE_THAN_BILL;
  if (
    given(savedAmount) &&
    given(billAmount) &&
    !agreesToTheRupee(savedAmount, billAmount, discountApplied)
  )
    return savedNotOnBill(billAmount, discountApplied);
  return null;
}
