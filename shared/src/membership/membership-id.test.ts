import { describe, expect, it } from 'vitest';
import {
  generateMembershipId,
  isMembershipId,
  MEMBERSHIP_ID_PATTERN,
  MEMBERSHIP_ID_RANDOM_BITS,
  normaliseMembershipId,
} from './membership-id.ts';

describe('generateMembershipId', () => {
  it('makes IDs like MCS-2026-4F9A2C-81D3E7 for the given year', () => {
    const id = generateMembershipId(2026);
    expect(id).toMatch(MEMBERSHIP_ID_PATTERN);
    expect(id).toMatch(/^MCS-2026-[0-9A-F]{6}-[0-9A-F]{6}$/);
  });

  it('carries 48 random bits or more, so guessing IDs at the desk is hopeless', () => {
    const hexDigits = generateMembershipId(2026).slice(9).replace(/-/g, '').length;
    expect(hexDigits * 4).toBe(MEMBERSHIP_ID_RANDOM_BITS);
    expect(MEMBERSHIP_ID_RANDOM_BITS).toBeGreaterThanOrEqual(48);
  });

  it('reads back every ID it makes, however a desk types it', () => {
    const id = generateMembershipId(2026);
    expect(normaliseMembershipId(id)).toBe(id);
    expect(normaliseMembershipId(id.toLowerCase().replace(/-/g, ''))).toBe(id);
    expect(normaliseMembershipId(` ${id.toLowerCase().replace(/-/g, ' ')} `)).toBe(id);
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
    ['MCS-2026-4F9A2C-81D3E7', 'MCS-2026-4F9A2C-81D3E7'],
    ['mcs-2026-4f9a2c-81d3e7', 'MCS-2026-4F9A2C-81D3E7'],
    ['mcs20264f9a2c81d3e7', 'MCS-2026-4F9A2C-81D3E7'],
    ['MCS 2026 4F9A 2C81 D3E7', 'MCS-2026-4F9A2C-81D3E7'],
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
    'MCS-2026-4F9A2C-81D3E',
    'MCS-2026-4F9A2C-81D3E7A',
    'MCS-2026-4F9A2C-81D3G7',
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
    expect(isMembershipId('MCS-2026-4F9A2C-81D3E7')).toBe(true);
    expect(isMembershipId('MCS-2026-4F9A2C81D3E7')).toBe(false);
    expect(isMembershipId('mcs-2026-4f9a2c')).toBe(false);
    expect(isMembershipId(null)).toBe(false);
  });
});
