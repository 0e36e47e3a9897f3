import { base64url, CompactSign, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import type { CardClaims, CardContent } from './card-claims.ts';
import { editCoseCard } from './card-cose.ts';
import { signJwsCard } from './card-jws.ts';
import { generateCardKey, newCardRid } from './card-keys.ts';
import { cardFormatOf, readCard, signCard, verifyCard } from './card-token.ts';
import type { CardSigningKey } from './card-cose.ts';

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

/** A JWS card with its payload replaced and its signature kept. */
function editJwsCard(jws: string, edit: (claims: CardClaims) => CardClaims): string {
  const [header, payload, signature] = jws.split('.');
  const original = JSON.parse(
    new TextDecoder().decode(base64url.decode(payload ?? '')),
  ) as CardClaims;
  return `${header}.${base64url.encode(JSON.stringify(edit(original)))}.${signature}`;
}

interface Format {
  format: string;
  sign: (claims: CardClaims, key: CardSigningKey) => Promise<string>;
  edit: (card: string, edit: (content: CardContent) => CardContent) => string;
}

/** The compact card issued now, and the JWS card desks accept until the last one expires. */
const FORMATS: Format[] = [
  { format: 'the compact card', sign: signCard, edit: editCoseCard },
  {
    format: 'a JWS card of the first format',
    sign: signJwsCard,
    edit: (card, edit) => editJwsCard(card, (c) => ({ ...c, ...edit(c) })),
  },
];

describe.each(FORMATS)('verifyCard, $format', ({ sign, edit }) => {
  it('accepts a card signed by a known key and shows the member and family', async () => {
    const { jwks, signing } = await setup();
    const card = claims();
    const jws = await sign(card, signing);

    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW });

    expect(result).toMatchObject({
      ok: true,
      member: {
        membershipId: 'MCS-2026-4F9A2C',
        name: 'Asha Verma',
        plan: 'Annual',
        validUntil: '2027-01-31T18:29:59.000Z',
        family: card.family,
        rid: card.rid,
      },
    });
  });

  it("carries no discount: the card's family discount is on the fee, the desk gives its own", async () => {
    const { jwks, signing } = await setup();
    const jws = await sign(claims(), signing);

    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW });

    expect(result.ok && result.member).not.toHaveProperty('discount');
  });

  it('reads the same when scanned with a newline after it, as a wedge scanner types it', async () => {
    const { jwks, signing } = await setup();
    const jws = await sign(claims(), signing);

    expect(await verifyCard(`${jws}\n`, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      ok: true,
    });
  });

  it('refuses as forged a card another issuer signed under our key id', async () => {
    const { jwks, key } = await setup();
    const forger = await generateCardKey();
    const jws = await sign(claims({ iss: 'https://cards.example.com' }), {
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

  it('refuses as edited a card of ours signed by another key under our key id', async () => {
    const { jwks, key } = await setup();
    const forger = await generateCardKey();
    const jws = await sign(claims(), { kid: key.kid, privateKey: forger.privateJwk });

    expect(
      await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW, issuer: 'mcs' }),
    ).toMatchObject({ ok: false, reason: 'tampered' });
  });

  it('refuses a card whose content was edited after signing (validity stretched a year)', async () => {
    const { jwks, signing } = await setup();
    const original = claims();
    const edited = edit(await sign(original, signing), (c) => ({
      ...c,
      exp: c.exp + 365 * 86_400,
    }));

    const result = await verifyCard(edited, { jwks, revokedRids: new Set(), now: NOW });

    expect(result).toMatchObject({ ok: false, reason: 'tampered' });
    if (!result.ok) expect(result.message).toMatch(/altered since it was issued/);
  });

  it('calls an edited card of ours tampered when the verifier knows our issuer', async () => {
    const { jwks, signing } = await setup();
    const renamed = edit(await sign(claims(), signing), (c) => ({ ...c, name: 'Someone Else' }));

    const result = await verifyCard(renamed, {
      jwks,
      revokedRids: new Set(),
      now: NOW,
      issuer: 'mcs',
    });

    expect(result).toMatchObject({ ok: false, reason: 'tampered' });
  });

  it('refuses an expired card and says when it expired', async () => {
    const { jwks, signing } = await setup();
    const jws = await sign(claims({ exp: seconds(Date.parse('2026-05-31T06:00:00Z')) }), signing);

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
    const jws = await sign(card, signing);

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
    const jws = await sign(claims(), { kid: foreign.kid, privateKey: foreign.privateJwk });

    const result = await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW });

    expect(result).toMatchObject({ ok: false, reason: 'unknown_key' });
    if (!result.ok) expect(result.message).toMatch(/Sync when online/);
  });

  it('still accepts cards signed by an older key while both keys are published (rotation)', async () => {
    const old = await setup();
    const current = await generateCardKey();
    const jws = await sign(claims(), old.signing);

    const result = await verifyCard(jws, {
      jwks: { keys: [current.publicJwk, old.key.publicJwk] },
      revokedRids: new Set(),
      now: NOW,
    });

    expect(result.ok).toBe(true);
  });

  it('is read back, unverified, as the member and family it carries', async () => {
    const { signing } = await setup();
    const card = claims();

    expect(readCard(await sign(card, signing))).toMatchObject({
      sub: card.sub,
      name: card.name,
      plan: card.plan,
      exp: card.exp,
      family: card.family,
      rid: card.rid,
    });
  });
});

describe('verifyCard, either format', () => {
  it('refuses as forged a badly signed JWS under our key id whose claims are not a card', async () => {
    const { jwks, key } = await setup();
    const forger = await generateCardKey();
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify({ sub: 'x' })))
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .sign(forger.privateJwk);

    expect(await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      reason: 'forged',
    });
  });

  it('refuses a validly signed JWS whose claims are not a card', async () => {
    const { jwks, key } = await setup();
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify({ sub: 'x' })))
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .sign(key.privateJwk);

    expect(await verifyCard(jws, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      reason: 'malformed',
    });
  });

  it.each([
    ['an empty scan', ''],
    ['a plain membership ID', 'MCS-2026-4F9A2C'],
    ['a URL', 'https://example.com/a.b.c'],
    ['three segments of garbage', 'abc.def.ghi'],
    ['the compact prefix alone', 'MCS1:'],
    ['Base45 that spells no bytes', 'MCS1::::'],
    ['Base45 that is not a card', 'MCS1:%69 VD92EX0'],
    ['a compact card longer than any we issue', `MCS1:${'0'.repeat(400)}`],
  ])('treats %s as not a membership card', async (_label, text) => {
    const { jwks } = await setup();
    expect(await verifyCard(text, { jwks, revokedRids: new Set(), now: NOW })).toMatchObject({
      ok: false,
      reason: 'malformed',
      message: 'This is not a MediCostSaver membership card.',
    });
  });
});

describe('signCard', () => {
  it('issues the compact card: our prefix, then only QR alphanumeric characters', async () => {
    const { signing } = await setup();
    const card = await signCard(claims(), signing);

    expect(card).toMatch(/^MCS1:[0-9A-Z $%*+\-./:]+$/);
    expect(cardFormatOf(card)).toBe('compact');
  });

  it('signs a JWS card of the first format with a header of alg and kid only', async () => {
    const { signing } = await setup();
    const jws = await signJwsCard(claims(), signing);

    expect(decodeProtectedHeader(jws)).toEqual({ alg: 'ES256', kid: signing.kid });
    expect(cardFormatOf(jws)).toBe('jws');
  });

  it('refuses to sign claims that would not fit the card format', async () => {
    const { signing } = await setup();
    await expect(signCard(claims({ name: 'x'.repeat(200) }), signing)).rejects.toThrow();
  });
});
