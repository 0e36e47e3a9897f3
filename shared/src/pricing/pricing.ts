// Membership pricing (365 rupees a year per member plus tax; 10% off the total for a family of
// two or more) and the money formatting (en-IN, rupees) every screen and the API share.
// Amounts are rupees as plain numbers; anything derived by multiplication is rounded to paise so
// floating-point noise (1095 * 0.1 = 109.50000000000001) never reaches a screen or a receipt.
import type { z } from 'zod';
import { madeOnce } from '../format/made-once.ts';
import type { planSchema, savingsExampleRowSchema } from '../schemas/content.ts';

/** Rupees per member per year, before tax. */
export const MEMBERSHIP_PRICE = 365;
/** Taken off the whole total when more than one member is covered. */
export const FAMILY_DISCOUNT_RATE = 0.1;
export const GST_RATE = 0.18;
export const MEMBERSHIP_VALIDITY_DAYS = 365;
/** Expiry reminders go out this many days before the end of the membership year. */
export const REMINDER_DAYS = [30, 15, 7] as const;
/** Full refund inside this window, and only if no discount was used. */
export const REFUND_WINDOW_DAYS = 7;
export const DEFAULT_AVERAGE_DISCOUNT = '12.5%';

export function roundToPaise(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export interface MembershipQuote {
  members: number;
  /** MEMBERSHIP_PRICE x members. */
  basePrice: number;
  /** 0 for a single member. */
  familyDiscount: number;
  /** Yearly total before tax. */
  total: number;
  /** total / members in whole rupees, as the fee page shows it. */
  perMember: number;
  /** GST on the total, to the paisa. */
  tax: number;
  totalWithTax: number;
}

/** Price for `members` people for one year. Throws RangeError unless members is a whole number >= 1. */
export function quoteMembership(members: number): MembershipQuote {
  if (!Number.isInteger(members) || members < 1) {
    throw new RangeError(`members must be a whole number of at least 1, got ${members}`);
  }
  const basePrice = MEMBERSHIP_PRICE * members;
  const familyDiscount = members > 1 ? roundToPaise(basePrice * FAMILY_DISCOUNT_RATE) : 0;
  const total = roundToPaise(basePrice - familyDiscount);
  const tax = roundToPaise(total * GST_RATE);
  return {
    members,
    basePrice,
    familyDiscount,
    total,
    perMember: Math.round(total / members),
    tax,
    totalWithTax: roundToPaise(total + tax),
  };
}

export type SavingsExample = z.infer<typeof savingsExampleRowSchema>;

function savingsRow(service: string, original: number, discounted: number): SavingsExample {
  return { service, original, discounted, savings: original - discounted };
}

/** The "Potential Savings" sample rows on the fee page. */
export const SAVINGS_EXAMPLES: readonly SavingsExample[] = [
  savingsRow('Doctor Consultation', 500, 375),
  savingsRow('Medical Tests', 2000, 1500),
  savingsRow('Pharmacy Bill', 1000, 750),
  savingsRow('Health Checkup', 3000, 2250),
];

export function savingsTotal(rows: readonly SavingsExample[]): number {
  return rows.reduce((sum, row) => sum + row.savings, 0);
}

/** A plan as the public pages show it: name, description, price, duration, features. */
export type Plan = z.infer<typeof planSchema>;
export type PlanId = Plan['id'];

export const INDIVIDUAL_PLAN_FEATURES: readonly string[] = [
  'Single member coverage',
  'Up to 25% savings',
  'FREE unlimited dental consultation',
  'All partner doctors',
  'Pharmacy discounts',
  'Diagnostic savings',
  'Digital card',
  '24/7 support',
  'Yearly renewal',
];

/** The family card's list follows its member stepper: "Coverage for 3 family members". */
export function familyPlanFeatures(members: number): string[] {
  const coverage = `Coverage for ${members} family ${members === 1 ? 'member' : 'members'}`;
  return [
    coverage,
    'All individual plan features',
    'Shared digital cards',
    'Family management dashboard',
  ];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'individual',
    name: 'Individual Plan',
    description: 'Perfect for individuals',
    price: MEMBERSHIP_PRICE,
    duration: 'per year',
    popular: false,
    features: INDIVIDUAL_PLAN_FEATURES,
  },
  {
    id: 'family',
    name: 'Family Plan',
    description: 'Best value for families',
    price: MEMBERSHIP_PRICE,
    duration: 'per member per year',
    popular: true,
    features: [
      'Coverage for all your family members',
      'All individual plan features',
      'Shared digital cards',
      'Family management dashboard',
    ],
  },
];

// Money is shown in whole rupees when it is whole and otherwise always to two paise digits
// (₹65.70, never ₹65.7). Two formatters rather than `trailingZeroDisplay`, which older mobile
// browsers ignore (they would show ₹365.00). Each is made on first use, not when the app's first
// script runs: a phone's first Intl formatter loads the locale's data, tens of milliseconds that
// a screen showing no amount (the member dashboard's Find Partners) need not wait for.
const rupeeFormat = (fractionDigits: 0 | 2) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeRupees = madeOnce(() => rupeeFormat(0));
const rupeesAndPaise = madeOnce(() => rupeeFormat(2));

/** 657 -> "₹657", 985.5 -> "₹985.50", 1095 -> "₹1,095" (Indian digit grouping: ₹1,00,000). */
export function formatRupees(amount: number): string {
  const rounded = roundToPaise(amount);
  return (Number.isInteger(rounded) ? wholeRupees : rupeesAndPaise)().format(rounded);
}
