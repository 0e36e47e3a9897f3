import { describe, expect, it, vi } from 'vitest';
import { madeOnce } from './made-once.ts';
describe('madeOnce', () => {
  it('makes its value on first use, then gives the same one', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnce(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
