import { base64url, CompactSign, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import type { CardClaims } from './card-claims.ts';
import { generateCardKey, newCardRid } from './card-keys.ts';
import { signCard, verifyCard } from './card-token.ts';

const NOW = Date.parse('2026-06-01T10:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

function claims(overrides: Partial<CardClaims> = {}): CardClaims {
  return {
    iss: 'mcs',
    sub: 'MCS-2026-4F9A2C',
    name: 'Asha Verma',
    plan: 'Annual',
    exp: seconds(Date.parse('2027-01-31T18:29:59Z')),
    iat: seconds(NOW - 86_400_000),
    family: [
      { name: 'Ravi Verma', relationship: 'Spouse' },
      { name: 'Meera Verma', relationship: 'Child' },
    ],
    rid: newCardRid(),
    ...overrides,
  };
}

async function setup() {
  const key = await generateCardKey();
  const jwks = { keys: [key.publicJwk] };
  return { key, jwks, signing: { kid: key.kid, privateKey: key.privateJwk } };
}

describe('verifyCard', () => {
  it('accepts a card signed by a known key and shows the member and family', async () => {
    const { jwks, signing } = await setup();
    const card = claims();
    const jws = await signCard(card, signing);

    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW });

    expect(result).toEqual({
      ok: true,
      member: {
        membershipId: 'MCS-2026-4F9A2C',
        name: 'Asha Verma',
        plan: 'Annual',
        validUntil: '2027-01-31T18:29:59.000Z',
        family: card.family,
        discount: '10%',
        rid: card.rid,
        issuedAt: new Date(card.iat * 1000).toISOString(),
      },
    });
  });

  it('refuses as forged a card another issuer signed under our key id', async () => {
    const { jwks, key } = await setup();
    const forger = await generateCardKey();
    const jws = await signCard(claims({ iss: 'https://cards.example.com' }), {
      kid: key.kid,
      privateKey: forger.privateJwk,
    });

    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW, issuer: 'mcs' });

    expect(result).toMatchObject({ ok: false, reason: 'forged' });
    if (!result.ok)
      expect(result.message).toBe(
        'This card was not issued by MediCostSaver. Do not apply the discount.',
      );
  });

  it('refuses as forged a badly signed token under our key id whose claims are not a card', async () => {
    const { jwks, key } = await setup();
    const forger = await generateCardKey();
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify({ sub: 'x' })))
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .sign(forger.privateJwk);

    expect(await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      reason: 'forged',
    });
  });

  it('signs with a header of alg and kid only', async () => {
    const { signing } = await setup();
    const jws = await signCard(claims(), signing);
    expect(decodeProtectedHeader(jws)).toEqual({ alg: 'ES256', kid: signing.kid });
  });

  it('refuses a card whose payload was edited after signing (validity stretched a year)', async () => {
    const { jwks, signing } = await setup();
    const original = claims();
    const [header, , signature] = (await signCard(original, signing)).split('.');
    const edited = { ...original, exp: original.exp + 365 * 86_400 };
    const payload = base64url.encode(JSON.stringify(edited));

    const result = await verifyCard(`${header}.${payload}.${signature}`, {
      jwks,
      revokedRids: new Set(),
      now: NOW,
    });

    expect(result).toMatchObject({ ok: false, reason: 'tampered' });
    if (!result.ok) expect(result.message).toMatch(/altered since it was issued/);
  });

  it('calls an edited card of ours tampered when the verifier knows our issuer', async () => {
    const { jwks, signing } = await setup();
    const original = claims();
    const [header, , signature] = (await signCard(original, signing)).split('.');
    const renamed = base64url.encode(JSON.stringify({ ...original, name: 'Someone Else' }));

    const result = await verifyCard(`${header}.${renamed}.${signature}`, {
      jwks,
      revokedRids: new Set(),
      now: NOW,
      issuer: original.iss,
    });

    expect(result).toMatchObject({ ok: false, reason: 'tampered' });
  });

  it('refuses an expired card and says when it expired', async () => {
    const { jwks, signing } = await setup();
    const jws = await signCard(
      claims({ exp: seconds(Date.parse('2026-05-31T06:00:00Z')) }),
      signing,
    );

    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW });

    expect(result).toEqual({
      ok: false,
      reason: 'expired',
      message: 'This membership expired on 31 May 2026.',
    });
  });

  it('refuses a revoked card, with the list given as a set or as a lookup', async () => {
    const { jwks, signing } = await setup();
    const card = claims();
    const jws = await signCard(card, signing);

    const bySet = await verifyCard(jws, { jwks, revokedRids: new Set([card.rid]), now: NOW });
    const byLookup = await verifyCard(jws, {
      jwks,
      revokedRids: async (rid) => rid === card.rid,
      now: NOW,
    });

    expect(bySet).toMatchObject({ ok: false, reason: 'revoked' });
    expect(byLookup).toMatchObject({ ok: false, reason: 'revoked' });
  });

  it('refuses a card from a foreign key this device has never seen', async () => {
    const { jwks } = await setup();
    const foreign = await generateCardKey();
    const jws = await signCard(claims(), { kid: foreign.kid, privateKey: foreign.privateJwk });

    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW });

    expect(result).toMatchObject({ ok: false, reason: 'unknown_key' });
  });

  it('still accepts cards signed by an older key while both keys are published (rotation)', async () => {
    const old = await setup();
    const current = await generateCardKey();
    const jws = await signCard(claims(), old.signing);

    const result = await verifyCard(jws, {
      jwks: { keys: [current.publicJwk, old.key.publicJwk] },
      revokedRids: new Set(),
      now: NOW,
    });

    expect(result.ok).toBe(true);
  });

  it.each([
    ['an empty scan', ''],
    ['a plain membership ID', 'MCS-2026-4F9A2C'],
    ['a URL', 'https://example.com/a.b.c'],
    ['three segments of garbage', 'abc.def.ghi'],
  ])('treats %s as not a membership card', async (_label, text) => {
    const { jwks } = await setup();
    expect(await verifyCard(text, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      ok: false,
      reason: 'malformed',
      message: 'This is not a MediCostSaver membership card.',
    });
  });

  it('refuses a validly signed token whose claims are not a card', async () => {
    const { jwks, key } = await setup();
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify({ sub: 'x' })))
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .sign(key.privateJwk);

    expect(await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      reason: 'malformed',
    });
  });
});

describe('signCard', () => {
  it('keeps a family-of-five card small enough for a QR code at error-correction M', async () => {
    const { signing } = await setup();
    const family = [
      { name: 'Ravi Ramachandran', relationship: 'Spouse' },
      { name: 'Meenakshi Ramachandran', relationship: 'Mother' },
      { name: 'Karthik Ramachandran', relationship: 'Son' },
      { name: 'Lakshmi Ramachandran', relationship: 'Daughter' },
    ];
    const jws = await signCard(claims({ name: 'Asha Ramachandran', family }), signing);

    // 666 bytes is the byte-mode capacity of a version 20 QR at level M.
    expect(jws.length).toBeLessThan(666);
  });

  it('refuses to sign claims that would not fit the card format', async () => {
    const { signing } = await setup();
    await expect(signCard(claims({ name: 'x'.repeat(200) }), signing)).rejects.toThrow();
  });
});
