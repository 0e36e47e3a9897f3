import { describe, expect, it } from 'vitest';
import { AskedBefore } from './asked-before.ts';

describe('AskedBefore', () => {
  it('says a question was asked before from its second asking on', () => {
    const asked = new AskedBefore(100);
    expect(asked.askedAgain('q=clinic')).toBe(false);
    expect(asked.askedAgain('q=clinic')).toBe(true);
    expect(asked.askedAgain('q=clinic')).toBe(true);
    expect(asked.askedAgain('q=clinics')).toBe(false);
  });

  it('remembers a question for one to two windows of others, then forgets it', () => {
    const asked = new AskedBefore(4);
    asked.askedAgain('popular');
    for (const other of ['a', 'b', 'c']) asked.askedAgain(other); // the newer generation is full
    for (const other of ['d', 'e']) asked.askedAgain(other);
    expect(asked.askedAgain('popular')).toBe(true); // in the older generation, and asked anew
    for (const other of ['f', 'g', 'h', 'i', 'j', 'k', 'l', 'm']) asked.askedAgain(other);
    expect(asked.askedAgain('popular')).toBe(false);
  });

  it('stays within two windows of hashes however many distinct questions come', () => {
    const asked = new AskedBefore(1_000);
    let again = 0;
    for (let i = 0; i < 100_000; i++) if (asked.askedAgain(`/api/partners?q=${i}`)) again++;
    // Distinct questions: only a hash shared by two of them (30 bits) could say otherwise.
    expect(again).toBeLessThan(5);
    expect(asked.remembered).toBeLessThanOrEqual(2 * 1_000);
    expect(asked.remembered).toBeGreaterThanOrEqual(1_000);
  });
});
