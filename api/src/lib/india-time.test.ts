import { describe, expect, it } from 'vitest';
import { indiaDayStart, indiaMonthStart, isoDaysAfter } from './india-time.ts';

// 10:00 on 15 November 2026 in India.
const NOW = new Date('2026-11-15T04:30:00.000Z');

describe('India-time calendar boundaries', () => {
  it('starts the month and the day at midnight in India, not on the server clock', () => {
    expect(indiaMonthStart(NOW).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(indiaMonthStart(NOW, 1).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(indiaMonthStart(NOW, -1).toISOString()).toBe('2026-09-30T18:30:00.000Z');
    expect(indiaMonthStart(new Date('2027-01-10T00:00:00Z'), -1).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
    // 23:00 UTC on 31 October is already 1 November in India.
    expect(indiaMonthStart(new Date('2026-10-31T23:00:00Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
    expect(indiaDayStart(NOW).toISOString()).toBe('2026-11-14T18:30:00.000Z');
  });
});

describe('isoDaysAfter', () => {
  it('counts whole days from the instant given', () => {
    expect(isoDaysAfter(NOW, 365)).toBe('2027-11-15T04:30:00.000Z');
    expect(isoDaysAfter(NOW, 7)).toBe('2026-11-22T04:30:00.000Z');
  });
});
