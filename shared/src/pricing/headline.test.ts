import { describe, expect, it } from 'vitest';
import { formatRupeesHeadline } from './headline.ts';

describe('formatRupeesHeadline', () => {
  it('shows a headline figure in whole rupees, then lakh and crore, never paise', () => {
    expect(formatRupeesHeadline(775.26)).toBe('₹775');
    expect(formatRupeesHeadline(99_999.6)).toBe('₹1 lakh');
    expect(formatRupeesHeadline(99_999.4)).toBe('₹99,999');
    expect(formatRupeesHeadline(1_25_000)).toBe('₹1.3 lakh');
    expect(formatRupeesHeadline(10_00_000)).toBe('₹10 lakh');
    expect(formatRupeesHeadline(2_40_00_000)).toBe('₹2.4 crore');
    expect(formatRupeesHeadline(0)).toBe('₹0');
  });
});
