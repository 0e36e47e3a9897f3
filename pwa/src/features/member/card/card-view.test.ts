import { describe, expect, it } from 'vitest';
import type { CurrentMember } from '@mcs/shared';
import { cardView, daysLeft } from './card-view.ts';

const now = new Date('2026-11-23T10:00:00Z');
const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const claims = {
  iss: 'https://medicostsaver.in',
  sub: 'MCS-2026-4F9A2C',
  name: 'Ananya Krishnan',
  plan: 'Annual',
  exp: Date.parse('2027-01-01T00:00:00Z') / 1000,
  iat: Date.parse('2026-01-01T00:00:00Z') / 1000,
  family: [{ name: 'Diya', relationship: 'Daughter' }],
  rid: 'r1',
};
const stored = (validUntil = '2027-01-01T00:00:00.000Z', membershipId = claims.sub) => ({
  id: 'current' as const,
  jws: `${b64url({ alg: 'ES256', kid: 'k1' })}.${b64url(claims)}.c2ln`,
  membershipId,
  validUntil,
  fetchedAt: now.toISOString(),
});
const member = { membershipId: 'MCS-2026-0B1C2D', name: 'Rahul Verma' } as CurrentMember;

describe('the card shown', () => {
  it('names whom the holder found without the server says, with the dates of the stored card', () => {
    const holder = { name: 'Ananya Krishnan', plan: 'Annual', family: claims.family };
    expect(cardView(null, stored(), now, holder)).toEqual({
      name: 'Ananya Krishnan',
      membershipId: 'MCS-2026-4F9A2C',
      plan: 'Annual',
      status: 'Active',
      validUntil: '2027-01-01T00:00:00.000Z',
      family: claims.family,
      jws: stored().jws,
    });
  });

  it('shows the stored card while no holder is known yet, its ID and dates already true', () => {
    expect(cardView(null, stored(), now)).toMatchObject({
      name: '',
      membershipId: 'MCS-2026-4F9A2C',
      status: 'Active',
      family: [],
    });
  });

  it("shows what the server says of the member when it answered, and the card's QR", () => {
    const answered = {
      ...member,
      membershipId: claims.sub,
      plan: '',
      status: 'Active',
      validUntil: '2027-01-01T00:00:00.000Z',
      familyDetails: [{ name: 'Diya', relationship: 'Daughter', age: 9 }],
    } as CurrentMember;
    expect(cardView(answered, stored(), now)).toMatchObject({
      name: 'Rahul Verma',
      plan: 'Annual',
      family: [{ name: 'Diya', relationship: 'Daughter' }],
      jws: stored().jws,
    });
  });

  it('calls a stored card past its date Expired', () => {
    expect(cardView(null, stored('2026-11-01T00:00:00.000Z'), now)?.status).toBe('Expired');
  });

  it("never shows another member's card left on the device", () => {
    expect(cardView({ ...member, familyDetails: [] }, stored(), now)?.jws).toBeNull();
  });

  it('is nothing for a guest with no card', () => {
    expect(cardView(null, null, now)).toBeNull();
  });

  it('counts whole days left', () => {
    expect(daysLeft('2026-11-24T10:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-23T09:00:00Z', now)).toBe(0);
  });
});
