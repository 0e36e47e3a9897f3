import { describe, expect, it } from 'vitest';
import {
  monthSoFarInIndia,
  VISITS_CSV_RANGE_REVERSED,
  VISITS_CSV_RANGE_TOO_LONG,
  visitsCsvRangeIssue,
} from './visit-history.ts';

describe('the date range of a visits file', () => {
  it('takes one day, a month, and a leap year of 366 days', () => {
    expect(visitsCsvRangeIssue('2026-11-20', '2026-11-20')).toBeNull();
    expect(visitsCsvRangeIssue('2026-11-01', '2026-11-30')).toBeNull();
    expect(visitsCsvRangeIssue('2024-01-01', '2024-12-31')).toBeNull();
  });

  it('refuses a range that ends before it starts, or covers more than 366 days', () => {
    expect(visitsCsvRangeIssue('2026-11-21', '2026-11-20')).toBe(VISITS_CSV_RANGE_REVERSED);
    expect(visitsCsvRangeIssue('2024-01-01', '2025-01-01')).toBe(VISITS_CSV_RANGE_TOO_LONG);
  });

  it('starts at this month so far in India, whatever the device clock zone', () => {
    // 00:10 on 1 December in India is still 30 November in UTC.
    expect(monthSoFarInIndia(new Date('2026-11-30T18:40:00.000Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(monthSoFarInIndia(new Date('2026-11-20T06:30:00.000Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
    });
  });
});
