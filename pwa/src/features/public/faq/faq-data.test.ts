import {
  FAQ_CATEGORIES,
  MEMBERSHIP_PRICE,
  REFUND_WINDOW_DAYS,
  REMINDER_DAYS,
  faqItemSchema,
  formatRupees,
  quoteMembership,
} from '@mcs/shared';
import { describe, expect, it } from 'vitest';
import { FAQ_CHIPS, FAQ_ITEMS, countByCategory, filterFaqs } from './faq-data.ts';

const answerTo = (question: RegExp) =>
  FAQ_ITEMS.find((item) => question.test(item.question))!.answer;

describe('FAQ data', () => {
  it('holds 13 questions of the shared FAQ item shape with distinct ids', () => {
    expect(FAQ_ITEMS).toHaveLength(13);
    for (const item of FAQ_ITEMS) expect(faqItemSchema.parse(item)).toEqual(item);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(13);
  });

  it('offers All Questions and then a chip for every shared category', () => {
    expect(FAQ_CHIPS.map((chip) => chip.id)).toEqual(['all', ...FAQ_CATEGORIES]);
    expect(countByCategory(FAQ_ITEMS)).toEqual({
      all: 13,
      membership: 4,
      usage: 4,
      family: 3,
      technical: 2,
    });
  });

  it('prices 2 family members at ₹657 and 3 at 985.5, as the pricing rules do', () => {
    const family = answerTo(/How is the Family Plan priced/);
    expect(quoteMembership(2).total).toBe(657);
    expect(quoteMembership(3).total).toBe(985.5);
    // The spec's own example figures, written as it writes them (prose, not formatted money).
    expect(family).toContain('2 members pay ₹657 instead of ₹730');
    expect(family).toContain('3 members pay ₹985.5 instead of ₹1,095');
    expect(family).toContain(`Each member costs ${formatRupees(MEMBERSHIP_PRICE)} per year`);
  });

  it('refunds in full only within 7 days and only when no discount was used', () => {
    const refund = answerTo(/refund/);
    expect(REFUND_WINDOW_DAYS).toBe(7);
    expect(refund).toContain(`within ${REFUND_WINDOW_DAYS} days of joining`);
    expect(refund).toContain('have not used any discount, you get a full refund');
    expect(refund).toContain('non-refundable');
  });

  it('states the validity and the reminder days of the pricing rules', () => {
    const validity = answerTo(/How long is my membership valid/);
    expect(validity).toContain('valid for 365 days');
    expect(REMINDER_DAYS).toEqual([30, 15, 7]);
    expect(validity).toContain('30, 15 and 7 days before it expires');
  });

  it('marks only the dental question as a free benefit', () => {
    expect(FAQ_ITEMS.filter((item) => item.highlight).map((item) => item.question)).toEqual([
      'Are dental consultations really free?',
    ]);
  });

  it('filters by category and by question or answer text, ignoring case', () => {
    expect(filterFaqs(FAQ_ITEMS, 'family', '').map((item) => item.id)).toEqual([9, 10, 11]);
    expect(filterFaqs(FAQ_ITEMS, 'all', 'NON-REFUNDABLE').map((item) => item.id)).toEqual([4]);
    expect(filterFaqs(FAQ_ITEMS, 'technical', 'dental')).toEqual([]);
  });
});
