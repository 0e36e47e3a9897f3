import { describe, expect, it } from 'vitest';
import { formatRupees } from '@mcs/shared/pricing';
import { formatDateIN } from '@mcs/shared';
import { formatsFor } from './format.ts';

describe('formats by language', () => {
  const en = formatsFor('en');

  it('writes rupees with Indian grouping, whole or to two paise', () => {
    expect(en.money(100000)).toBe('₹1,00,000');
    expect(en.money(12345678)).toBe('₹1,23,45,678');
    expect(en.money(985.5)).toBe('₹985.50');
    expect(en.number(250000)).toBe('2,50,000');
    expect(formatsFor('hi').money(100000)).toBe('₹1,00,000');
  });

  it('writes English money and dates exactly as the app did before it had languages', () => {
    for (const amount of [0, 365, 657, 985.5, 1095, 100000, 65.7])
      expect(en.money(amount)).toBe(formatRupees(amount));
    for (const date of ['2026-11-21T18:30:00Z', '2026-02-01', '', 'not a date'])
      expect(en.date(date)).toBe(formatDateIN(date));
  });

  it("writes dates day first in India's time zone", () => {
    // 18:30 UTC on the 21st is midnight on the 22nd in India.
    expect(en.date('2026-11-21T18:30:00Z')).toBe('22/11/2026');
    expect(en.date(new Date('2026-02-01T10:00:00Z'))).toBe('01/02/2026');
    expect(en.dateTime('2026-02-01T10:00:00Z')).toBe('01/02/2026, 3:30 pm');
    expect(en.date(null)).toBe('-');
    expect(formatsFor('hi').date('2026-11-21T18:30:00Z')).toBe('22/11/2026');
  });

  it('writes Bengali in its own digits', () => {
    const bn = formatsFor('bn');
    expect(bn.money(100000)).toBe('₹১,০০,০০০');
    expect(bn.date('2026-11-21T18:30:00Z')).toBe('২২/১১/২০২৬');
  });
});
