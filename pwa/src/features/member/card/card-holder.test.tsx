import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateCardKey, signCard } from '@mcs/shared';
import type { CurrentMember } from '@mcs/shared';
import type { MemberData } from '../session.ts';
import { readHolder, useCardHolder } from './card-holder.ts';

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
const jws = `${b64url({ alg: 'ES256', kid: 'k1' })}.${b64url(claims)}.c2ln`;
const stored = (card = jws) => ({
  id: 'current' as const,
  jws: card,
  membershipId: claims.sub,
  validUntil: '2027-01-01T00:00:00.000Z',
  fetchedAt: now.toISOString(),
});
const kept = {
  id: 'm1',
  membershipId: claims.sub,
  name: 'Ananya K. (kept)',
  plan: 'Annual',
  familyDetails: [{ name: 'Diya', relationship: 'Daughter', age: 9 }],
} as unknown as CurrentMember;
const device = (member: CurrentMember): MemberData => ({
  status: 'device',
  asking: false,
  copy: { member, visits: [], visitsComplete: true, at: now.toISOString() },
});

describe('whom the card names without the server', () => {
  it('reads a stored JWS card, its signature unchecked', async () => {
    expect(await readHolder(jws)).toEqual({
      name: 'Ananya Krishnan',
      plan: 'Annual',
      family: claims.family,
    });
  });

  it('reads a stored compact card too', async () => {
    const key = await generateCardKey();
    const card = await signCard(claims, { kid: key.kid, privateKey: key.privateJwk });
    expect(await readHolder(card)).toEqual({
      name: 'Ananya Krishnan',
      plan: 'Annual',
      family: claims.family,
    });
  });

  it("takes the kept copy of the card's member at once, reading nothing", () => {
    const { result } = renderHook(() => useCardHolder(device(kept), stored('not a card')));
    expect(result.current).toEqual({
      name: 'Ananya K. (kept)',
      plan: 'Annual',
      family: [{ name: 'Diya', relationship: 'Daughter' }],
    });
  });

  it('reads the card when nothing of its member is kept', async () => {
    const other = { ...kept, membershipId: 'MCS-2026-0B1C2D' } as CurrentMember;
    const { result } = renderHook(() => useCardHolder(device(other), stored()));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.name).toBe('Ananya Krishnan'));
  });

  it('reads the card while the server is asked with nothing kept', async () => {
    const { result } = renderHook(() => useCardHolder({ status: 'loading' }, stored()));
    await waitFor(() => expect(result.current?.name).toBe('Ananya Krishnan'));
  });

  it('is not needed once the server has answered', () => {
    const { result } = renderHook(() =>
      useCardHolder(
        { status: 'server', copy: { member: kept, visits: [], visitsComplete: true, at: '' } },
        stored(),
      ),
    );
    expect(result.current).toBeNull();
  });
});
