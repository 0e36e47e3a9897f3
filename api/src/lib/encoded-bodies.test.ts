// Kept compressed bodies: found again by key, the least recently used dropped a quarter of the
// budget at a time, and never more than the budget kept.
import { describe, expect, it } from 'vitest';
import { EncodedBodies } from './encoded-bodies.ts';

const bodyOf = (bytes: number) => ({
  body: new Uint8Array(bytes),
  encoding: 'gzip' as const,
  vary: true,
});

describe('EncodedBodies', () => {
  it('answers what was kept under a key, and nothing under another', () => {
    const bodies = new EncodedBodies(64 * 1024);
    const page = bodyOf(1000);
    bodies.set('gzip\n7/1/12/3/1,2,3', page);
    expect(bodies.get('gzip\n7/1/12/3/1,2,3')).toBe(page);
    expect(bodies.get('deflate\n7/1/12/3/1,2,3')).toBeUndefined();
  });

  it('drops the least recently used past its budget, a quarter at a time, and stays within it', () => {
    // Each entry counts 1,000 bytes of body, its key and 128 for itself: about 1,140.
    const bodies = new EncodedBodies(20 * 1140);
    for (let n = 0; n < 20; n++) bodies.set(`k${n}`, bodyOf(1000));
    expect(bodies.stats().entries).toBe(20);
    // Used again: the last to go.
    bodies.get('k0');
    bodies.set('k20', bodyOf(1000));
    const { entries: kept, size: bytes } = bodies.stats();
    expect(bytes).toBeLessThanOrEqual(20 * 1140 * 0.75);
    expect(kept).toBeLessThan(16);
    expect(bodies.get('k0')).toBeDefined();
    expect(bodies.get('k20')).toBeDefined();
    expect(bodies.get('k1')).toBeUndefined();
  });

  it('keeps no body larger than a quarter of its budget, and counts a replaced one once', () => {
    const bodies = new EncodedBodies(8 * 1024);
    bodies.set('large', bodyOf(4 * 1024));
    expect(bodies.get('large')).toBeUndefined();
    bodies.set('page', bodyOf(1000));
    bodies.set('page', bodyOf(1000));
    expect(bodies.stats()).toEqual({ entries: 1, size: 1000 + 2 * 'page'.length + 128 });
  });
});
