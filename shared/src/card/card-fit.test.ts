import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { CARD_FAMILY_MAX, CARD_NAME_MAX } from './card-claims.ts';
import type { CardClaims } from './card-claims.ts';
import { generateMembershipId } from '../membership/membership-id.ts';
import { CARD_TOKEN_MAX, fitUtf8 } from './card-fit.ts';
import { generateCardKey, newCardRid } from './card-keys.ts';
import { signCard, verifyCard } from './card-token.ts';

const NOW = Date.parse('2026-06-01T10:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** `text` repeated up to `length` characters. */
const filled = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

/**
 * The most a card may say: every name and relationship at its longest, the largest family, and a
 * membership ID in its long (48-bit) form.
 */
function largestCard(name: string, relationship: string): CardClaims {
  return {
    iss: 'https://medicostsaver.in',
    sub: generateMembershipId(2026),
    name: filled(name, CARD_NAME_MAX),
    plan: 'Annual',
    exp: seconds(Date.parse('2027-01-31T18:29:59Z')),
    iat: seconds(NOW),
    family: Array.from({ length: CARD_FAMILY_MAX }, (_, i) => ({
      name: filled(`${i} ${name}`, CARD_NAME_MAX),
      relationship: filled(relationship, 20),
    })),
    rid: newCardRid(),
  };
}

async function signer() {
  const key = await generateCardKey();
  return { jwks: { keys: [key.publicJwk] }, signing: { kid: key.kid, privateKey: key.privateJwk } };
}

describe('a card at its largest', () => {
  it.each([
    ['in Latin letters', 'Venkatanarasimharajuvaripeta Subrahmanyam ', 'Grandmother '],
    ['in Devanagari', 'क्षत्रियकुमारी लक्ष्मीनारायण ', 'पत्नी '],
  ])('still fits a QR code at level M and verifies, %s', async (_script, name, relationship) => {
    const { jwks, signing } = await signer();
    const card = largestCard(name, relationship);

    const jws = await signCard(card, signing);
    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW });

    expect(jws.length).toBeLessThanOrEqual(CARD_TOKEN_MAX);
    expect(result).toMatchObject({
      ok: true,
      member: { membershipId: card.sub, plan: 'Annual', rid: card.rid },
    });
    if (result.ok) {
      expect(result.member.family).toHaveLength(CARD_FAMILY_MAX);
      expect(result.member.name.length).toBeGreaterThan(0);
    }
  });

  it('still fits with the longest issuer CARD_ISSUER allows (60 characters) and a long ID', async () => {
    const { jwks, signing } = await signer();
    const card = {
      ...largestCard('क्षत्रियकुमारी लक्ष्मीनारायण ', 'पत्नी '),
      iss: filled('https://x', 60),
    };

    const jws = await signCard(card, signing);

    expect(jws.length).toBeLessThanOrEqual(CARD_TOKEN_MAX);
    expect(await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      ok: true,
      member: { membershipId: card.sub },
    });
  });

  it('shortens the family names before anything else', async () => {
    const { signing } = await signer();
    const card = largestCard('Lakshmi Ramachandran ', 'Son');
    const family = card.family.map((f) => ({ ...f, relationship: 'Son' }));

    const signed = decodeJwt(
      await signCard({ ...card, name: 'Asha Ramachandran', family }, signing),
    );

    expect(signed.name).toBe('Asha Ramachandran');
    expect(signed.family).toEqual(
      family.map(() => ({ name: expect.stringMatching(/^\d Lakshmi.*…$/), relationship: 'Son' })),
    );
  });

  it('comes out the same every time it is signed', async () => {
    const { signing } = await signer();
    const card = largestCard('क्षत्रियकुमारी लक्ष्मीनारायण ', 'पत्नी ');

    const [first, second] = [await signCard(card, signing), await signCard(card, signing)];

    expect(decodeJwt(second)).toEqual(decodeJwt(first));
  });

  it('leaves a card that already fits exactly as it was', async () => {
    const { signing } = await signer();
    const card = {
      ...largestCard('Asha', 'Son'),
      name: 'Asha Verma',
      family: [{ name: 'Ravi Verma', relationship: 'Spouse' }],
    };

    expect(decodeJwt(await signCard(card, signing))).toEqual(card);
  });
});

describe('fitUtf8', () => {
  it('cuts between whole letters and marks the cut', () => {
    const fitted = fitUtf8('क्षत्रिय', 12);

    expect(fitted).toBe('क्ष…');
    expect(utf8Bytes(fitted)).toBeLessThanOrEqual(12);
  });

  it('keeps text that fits untouched', () => {
    expect(fitUtf8('Ravi', 4)).toBe('Ravi');
  });
});
