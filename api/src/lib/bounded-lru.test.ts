// The shared bounded map: recency on every read, a quarter of the budget freed at a time, never
// more than the budget kept.
import { describe, expect, it } from 'vitest';
import { BoundedLru } from './bounded-lru.ts';

describe('BoundedLru', () => {
  it('drops the least recently used past its budget until a quarter of it is free', () => {
    const kept = new BoundedLru<string, number>(8, () => 1);
    for (let n = 0; n < 8; n++) kept.set(`k${n}`, n);
    expect(kept.get('k0')).toBe(0);
    kept.set('k8', 8);
    expect(kept.stats()).toEqual({ entries: 6, size: 6 });
    expect(['k0', 'k1', 'k2', 'k3', 'k4', 'k8'].map((k) => kept.has(k))).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('counts a replaced entry once, and forgets everything when cleared', () => {
    const kept = new BoundedLru<string, string>(40, (_, text) => text.length);
    kept.set('a', 'x'.repeat(10));
    kept.set('a', 'x'.repeat(5));
    expect(kept.stats()).toEqual({ entries: 1, size: 5 });
    kept.clear();
    expect(kept.stats()).toEqual({ entries: 0, size: 0 });
  });
});
