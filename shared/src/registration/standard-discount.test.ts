import { describe, expect, it } from 'vitest';
import { standardDiscountSchema } from '../schemas/partner.ts';
import {
  readStandardDiscount,
  showPercent,
  STANDARD_DISCOUNT_MESSAGE,
} from './standard-discount.ts';

describe('readStandardDiscount', () => {
  it('reads a percentage typed with or without the sign', () => {
    expect(readStandardDiscount('20')).toBe(20);
    expect(readStandardDiscount(' 12.5 % ')).toBe(12.5);
    expect(readStandardDiscount('0')).toBe(0);
    expect(readStandardDiscount('100%')).toBe(100);
  });

  it('refuses what is not a percentage from 0 to 100', () => {
    for (const typed of [undefined, '', ' ', '-1', '100.01', '250', 'twenty', '1e1', '0x10', '.5'])
      expect(readStandardDiscount(typed)).toBeNull();
  });
});

describe('standardDiscountSchema', () => {
  it('takes a number from 0 to 100, to two decimals', () => {
    expect(standardDiscountSchema.parse(20)).toBe(20);
    expect(standardDiscountSchema.parse(12.345)).toBe(12.35);
  });

  it('refuses anything else with the message the form shows', () => {
    for (const sent of [-1, 100.5, '20', null]) {
      const result = standardDiscountSchema.safeParse(sent);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(STANDARD_DISCOUNT_MESSAGE);
    }
  });
});

describe('showPercent', () => {
  it('shows the percentage as the desk and the directory do', () => {
    expect(showPercent(20)).toBe('20%');
    expect(showPercent(12.5)).toBe('12.5%');
  });
});
