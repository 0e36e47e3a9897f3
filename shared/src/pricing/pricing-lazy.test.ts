import { afterEach, describe, expect, it, vi } from 'vitest';

// The app's first script carries pricing.ts (the public pages show the fee); a phone's first Intl
// formatter loads the locale's data, so none is made before an amount is shown.
describe('the rupee formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are made when the first amount is shown, not when the module loads', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function make(
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as typeof Real);
    const { formatRupees } = await import('./pricing.ts');
    expect(made).not.toHaveBeenCalled();
    expect(formatRupees(365)).toBe('₹365');
    expect(formatRupees(985.5)).toBe('₹985.50');
    expect(formatRupees(1095)).toBe('₹1,095');
    // One whole-rupee and one paise formatter, each made once.
    expect(made).toHaveBeenCalledTimes(2);
  });
});
