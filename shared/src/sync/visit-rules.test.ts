import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_OUT_OF_RANGE,
  OFFLINE_WINDOW_DAYS,
  SAVED_MORE_THAN_BILL,
  SAVED_WITHOUT_BILL,
  VISIT_CLOCK_SKEW_MINUTES,
  VISIT_TIME_IN_FUTURE,
  VISIT_TIME_UNREADABLE,
  VISIT_TOO_OLD,
  billAboveCeiling,
  judgeVisitTime,
  savedNotOnBill,
  savingOn,
  visitAmountIssue,
} from './visit-rules.ts';

const pushedAt = new Date('2026-06-10T12:00:00.000Z');
const before = (ms: number) => new Date(pushedAt.getTime() - ms).toISOString();
const DAY = 86_400_000;

describe('the offline window of a pushed visit', () => {
  it('keeps the time of a visit recorded offline within the window', () => {
    expect(judgeVisitTime(before(3 * DAY), pushedAt)).toEqual({
      ok: true,
      visitedAt: before(3 * DAY),
    });
    expect(judgeVisitTime(before(OFFLINE_WINDOW_DAYS * DAY), pushedAt).ok).toBe(true);
  });

  it('refuses a visit dated more than the window before its push', () => {
    expect(judgeVisitTime(before(OFFLINE_WINDOW_DAYS * DAY + 1), pushedAt)).toEqual({
      ok: false,
      reason: VISIT_TOO_OLD,
    });
    expect(judgeVisitTime('2000-01-01T00:00:00.000Z', pushedAt)).toEqual({
      ok: false,
      reason: VISIT_TOO_OLD,
    });
    expect(judgeVisitTime('0000-01-01T00:00:00Z', pushedAt).ok).toBe(false);
  });

  it('dates a visit from a clock running a little ahead at its arrival, and refuses one far ahead', () => {
    const slightlyAhead = before(-(VISIT_CLOCK_SKEW_MINUTES - 1) * 60_000);
    expect(judgeVisitTime(slightlyAhead, pushedAt)).toEqual({
      ok: true,
      visitedAt: pushedAt.toISOString(),
    });
    expect(judgeVisitTime(before(-2 * DAY), pushedAt)).toEqual({
      ok: false,
      reason: VISIT_TIME_IN_FUTURE,
    });
  });

  it('refuses a time that cannot be read', () => {
    for (const text of ['', 'yesterday', '2026-13-45T99:00:00Z'])
      expect(judgeVisitTime(text, pushedAt)).toEqual({ ok: false, reason: VISIT_TIME_UNREADABLE });
  });
});

describe('the amount rules of a visit', () => {
  it('accepts a discount on a bill, a bill alone and the spec’s visit with no amounts', () => {
    expect(visitAmountIssue({ discountApplied: 20, billAmount: 500, savedAmount: 100 })).toBeNull();
    expect(visitAmountIssue({ discountApplied: 10, billAmount: 500 })).toBeNull();
    expect(visitAmountIssue({ discountApplied: 0, savedAmount: 0 })).toBeNull();
    expect(visitAmountIssue({ discountApplied: 100, billAmount: 0, savedAmount: 0 })).toBeNull();
  });

  it('refuses a saving larger than the bill', () => {
    expect(visitAmountIssue({ discountApplied: 10, billAmount: 500, savedAmount: 501 })).toBe(
      SAVED_MORE_THAN_BILL,
    );
  });

  it('refuses a saving with no bill', () => {
    expect(visitAmountIssue({ discountApplied: 10, savedAmount: 10_000_000 })).toBe(
      SAVED_WITHOUT_BILL,
    );
    expect(visitAmountIssue({ discountApplied: 10, billAmount: null, savedAmount: 1 })).toBe(
      SAVED_WITHOUT_BILL,
    );
  });

  it('refuses a discount outside 0 to 100 percent', () => {
    for (const discountApplied of [-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(visitAmountIssue({ discountApplied })).toBe(DISCOUNT_OUT_OF_RANGE);
  });

  it('takes a saving that agrees with bill × discount to the rupee, and refuses any other', () => {
    // 10% of ₹333 is ₹33.30: whole rupees either way, or the paisa, are the same saving.
    for (const savedAmount of [33.3, 33, 34])
      expect(visitAmountIssue({ discountApplied: 10, billAmount: 333, savedAmount })).toBeNull();
    for (const savedAmount of [32.3, 34.3, 0])
      expect(visitAmountIssue({ discountApplied: 10, billAmount: 333, savedAmount })).toBe(
        savedNotOnBill(333, 10),
      );
    expect(savedNotOnBill(333, 10)).toBe(
      'The saved amount does not match the bill and discount: 10% of ₹333 saves ₹33.30. Please check the amounts.',
    );
  });

  it('rounds the saving to the paisa', () => {
    expect(savingOn(333.33, 12.5)).toBe(41.67);
    expect(savingOn(1095, 10)).toBe(109.5);
  });

  it('refuses a bill above the ceiling, ₹5 lakh unless configured otherwise', () => {
    const crore = { discountApplied: 100, billAmount: 10_000_000, savedAmount: 10_000_000 };
    expect(visitAmountIssue(crore)).toBe(billAboveCeiling(500_000));
    expect(billAboveCeiling(500_000)).toBe(
      'The bill amount is more than ₹5,00,000, the most one visit may record. Please check the amount, or contact MediCostSaver support for a larger bill.',
    );
    expect(visitAmountIssue({ discountApplied: 10, billAmount: 500_000 })).toBeNull();
    expect(visitAmountIssue({ discountApplied: 10, billAmount: 500_001 })).not.toBeNull();
    expect(visitAmountIssue({ discountApplied: 10, billAmount: 600_000 }, 1_000_000)).toBeNull();
  });

  it('refuses negative or non-numeric amounts', () => {
    expect(visitAmountIssue({ discountApplied: 10, billAmount: -5 })).not.toBeNull();
    expect(
      visitAmountIssue({ discountApplied: 10, billAmount: 5, savedAmount: -1 }),
    ).not.toBeNull();
  });
});
