import { describe, expect, it } from 'vitest';
import {
  familyPlanFeatures,
  formatRupees,
  PLANS,
  quoteMembership,
  SAVINGS_EXAMPLES,
  savingsTotal,
} from './pricing.ts';
import { formatDateIN } from '../format/date-in.ts';
import { familyCardDiscount } from '../membership/plan-terms.ts';
import { planSchema, savingsExampleRowSchema } from '../schemas/content.ts';

describe('quoteMembership', () => {
  it('charges one member ₹365 a year with no family discount', () => {
    expect(quoteMembership(1)).toEqual({
      members: 1,
      basePrice: 365,
      familyDiscount: 0,
      total: 365,
      perMember: 365,
      tax: 65.7,
      totalWithTax: 430.7,
    });
  });

  it('gives two members 10% off the total: ₹657 (the FAQ example)', () => {
    const quote = quoteMembership(2);
    expect(quote.basePrice).toBe(730);
    expect(quote.familyDiscount).toBe(73);
    expect(quote.total).toBe(657);
  });

  it('charges three members ₹985.5 without floating-point noise (the FAQ example)', () => {
    const quote = quoteMembership(3);
    expect(quote.basePrice).toBe(1095);
    expect(quote.familyDiscount).toBe(109.5);
    expect(quote.total).toBe(985.5);
  });

  it('has no upper bound on members: ten members pay ₹3,285', () => {
    const quote = quoteMembership(10);
    expect(quote.basePrice).toBe(3650);
    expect(quote.total).toBe(3285);
    expect(quote.perMember).toBe(329);
  });

  it('rounds the per-member price to whole rupees (328.5 shows as 329)', () => {
    expect(quoteMembership(2).perMember).toBe(329);
    expect(quoteMembership(3).perMember).toBe(329);
  });

  it('adds 18% GST rounded to the paisa on top of the total', () => {
    expect(quoteMembership(2).tax).toBe(118.26);
    expect(quoteMembership(2).totalWithTax).toBe(775.26);
    expect(quoteMembership(3).tax).toBe(177.39);
    expect(quoteMembership(3).totalWithTax).toBe(1162.89);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s members', (members) => {
    expect(() => quoteMembership(members)).toThrow(RangeError);
  });
});

describe('savings examples', () => {
  it('lists the four sample rows of the fee page with their savings', () => {
    expect(SAVINGS_EXAMPLES).toEqual([
      { service: 'Doctor Consultation', original: 500, discounted: 375, savings: 125 },
      { service: 'Medical Tests', original: 2000, discounted: 1500, savings: 500 },
      { service: 'Pharmacy Bill', original: 1000, discounted: 750, savings: 250 },
      { service: 'Health Checkup', original: 3000, discounted: 2250, savings: 750 },
    ]);
  });

  it('are valid savings example rows', () => {
    for (const row of SAVINGS_EXAMPLES) expect(savingsExampleRowSchema.parse(row)).toEqual(row);
  });

  it('adds up to ₹1,625 saved per year', () => {
    expect(savingsTotal(SAVINGS_EXAMPLES)).toBe(1625);
    expect(savingsTotal([])).toBe(0);
  });
});

describe('plans', () => {
  it('offers an individual plan and a family plan marked most popular, both ₹365 per member', () => {
    expect(PLANS.map((p) => [p.id, p.price, p.popular])).toEqual([
      ['individual', 365, false],
      ['family', 365, true],
    ]);
    expect(PLANS[0]?.features).toContain('FREE unlimited dental consultation');
  });

  it('are valid plans', () => {
    for (const plan of PLANS) expect(planSchema.parse(plan)).toEqual(plan);
  });

  it('describes family coverage for the number of members chosen', () => {
    expect(familyPlanFeatures(1)[0]).toBe('Coverage for 1 family member');
    expect(familyPlanFeatures(4)[0]).toBe('Coverage for 4 family members');
  });

  it('shows a 10% family discount on the card only when family members are added', () => {
    expect(familyCardDiscount(0)).toBe('0%');
    expect(familyCardDiscount(2)).toBe('10%');
  });
});

describe('formatting', () => {
  it('shows whole rupees without decimals and paise always as two digits', () => {
    expect(formatRupees(657)).toBe('₹657');
    expect(formatRupees(985.5)).toBe('₹985.50');
    expect(formatRupees(65.7)).toBe('₹65.70');
    expect(formatRupees(12417.3)).toBe('₹12,417.30');
    expect(formatRupees(1162.89)).toBe('₹1,162.89');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(364.999)).toBe('₹365');
  });

  it('shows dates day first in India time, and a dash when there is none', () => {
    expect(formatDateIN(new Date('2026-11-21T20:00:00Z'))).toBe('22/11/2026');
    expect(formatDateIN('2027-01-05')).toBe('05/01/2027');
    expect(formatDateIN(undefined)).toBe('-');
    expect(formatDateIN('not a date')).toBe('-');
  });
});
