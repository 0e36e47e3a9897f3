import { describe, expect, it } from 'vitest';
import {
  generateMembershipId,
  isMembershipId,
  MEMBERSHIP_ID_PATTERN,
  normaliseMembershipId,
} from './membership-id.ts';

describe('generateMembershipId', () => {
  it('makes IDs like MCS-2026-4F9A2C for the given year', () => {
    const id = generateMembershipId(2026);
    expect(id).toMatch(MEMBERSHIP_ID_PATTERN);
    expect(id.startsWith('MCS-2026-')).toBe(true);
  });

  it('uses the current year by default', () => {
    expect(generateMembershipId().slice(4, 8)).toBe(String(new Date().getFullYear()));
  });

  it('rarely repeats itself', () => {
    const ids = new Set(Array.from({ length: 200 }, () => generateMembershipId(2026)));
    expect(ids.size).toBeGreaterThan(195);
  });

  it('refuses a year that is not four digits', () => {
    expect(() => generateMembershipId(26)).toThrow(RangeError);
  });
});

describe('normaliseMembershipId', () => {
  it.each([
    ['MCS-2026-4F9A2C', 'MCS-2026-4F9A2C'],
    ['mcs-2026-4f9a2c', 'MCS-2026-4F9A2C'],
    ['  MCS-2026-4F9A2C  ', 'MCS-2026-4F9A2C'],
    ['mcs2026 4f9a2c', 'MCS-2026-4F9A2C'],
    ['mcs20264f9a2c', 'MCS-2026-4F9A2C'],
    ['MCS 2026 4F9A2C', 'MCS-2026-4F9A2C'],
  ])('reads %j as %s', (typed, expected) => {
    expect(normaliseMembershipId(typed)).toBe(expected);
  });

  it.each([
    '',
    'MED001',
    'MCS-2026-4F9A2',
    'MCS-2026-4F9A2CD',
    'MCS-26-4F9A2C',
    'MCS-2026-4G9A2C',
    'XYZ-2026-4F9A2C',
  ])('refuses %j', (typed) => {
    expect(normaliseMembershipId(typed)).toBeNull();
  });

  it('refuses anything that is not text', () => {
    expect(normaliseMembershipId(20264)).toBeNull();
    expect(normaliseMembershipId(undefined)).toBeNull();
  });
});

describe('isMembershipId', () => {
  it('accepts only the canonical form', () => {
    expect(isMembershipId('MCS-2026-4F9A2C')).toBe(true);
    expect(isMembershipId('mcs-2026-4f9a2c')).toBe(false);
    expect(isMembershipId(null)).toBe(false);
  });
});
