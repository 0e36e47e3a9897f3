import { base64url, CompactSign } from 'jose';
import { DEFAULT_CARD_ISSUER, generateCardKey, newCardRid, signCard } from '@mcs/shared';
import type { CardClaims } from '@mcs/shared';
import { editCoseCard, signJwsCard } from '@mcs/shared/card/testing';
import { describe, expect, it } from 'vitest';
import { verifyScannedCard } from './card-check.ts';
import { freshDb } from './offline-test-kit.ts';

const NOW = new Date('2026-06-01T10:00:00Z');

function claims(rid: string, overrides: Partial<CardClaims> = {}): CardClaims {
  return {
    iss: DEFAULT_CARD_ISSUER,
    sub: 'MCS-2026-4F9A2C',
    name: 'Asha Verma',
    plan: 'Annual',
    exp: Date.parse('2027-01-01T00:00:00Z') / 1000,
    iat: NOW.getTime() / 1000 - 60,
    family: [],
    rid,
    ...overrides,
  };
}

async function issue(rid = newCardRid()) {
  const key = await generateCardKey();
  const jws = await signCard(claims(rid), { kid: key.kid, privateKey: key.privateJwk });
  return { key, jws, rid };
}

type CardKey = Awaited<ReturnType<typeof generateCardKey>>;
const signing = (key: CardKey) => ({ kid: key.kid, privateKey: key.privateJwk });

/** Cards a counter must refuse, each made against the key the device has cached. */
const badCompactCards: Array<[string, (key: CardKey) => Promise<string>]> = [
  [
    'forged',
    // Another key signing under our key id, naming another issuer.
    async (key) => {
      const forger = await generateCardKey();
      return signCard(claims(newCardRid(), { iss: 'https://cards.example.com' }), {
        kid: key.kid,
        privateKey: forger.privateJwk,
      });
    },
  ],
  [
    'tampered',
    async (key) =>
      editCoseCard(await signCard(claims(newCardRid()), signing(key)), (card) => ({
        ...card,
        exp: card.exp + 31_536_000,
      })),
  ],
  [
    'expired',
    (key) =>
      signCard(
        claims(newCardRid(), { exp: Date.parse('2026-05-01T00:00:00Z') / 1000 }),
        signing(key),
      ),
  ],
  [
    'unknown_key',
    async () => {
      const foreign = await generateCardKey();
      return signCard(claims(newCardRid()), signing(foreign));
    },
  ],
];

/** The same refusals for JWS cards of the first format, which desks accept until they expire. */
const badJwsCards: Array<[string, (key: CardKey) => Promise<string>]> = [
  [
    'forged',
    // Another key signing under our key id, over claims that are not a card of ours. (A forger who
    // copies our card format exactly reads as an edited card: `tampered`, refused all the same.)
    async (key) => {
      const forger = await generateCardKey();
      // Copied into this realm's Uint8Array: jsdom's TextEncoder hands back one jose refuses.
      const payload = Uint8Array.from(new TextEncoder().encode('{"sub":"MCS-2026-4F9A2C"}'));
      return new CompactSign(payload)
        .setProtectedHeader({ alg: 'ES256', kid: key.kid })
        .sign(forger.privateJwk);
    },
  ],
  [
    'tampered',
    async (key) => {
      const card = claims(newCardRid());
      const [header, , signature] = (
        await signJwsCard(card, { kid: key.kid, privateKey: key.privateJwk })
      ).split('.');
      const stretched = base64url.encode(JSON.stringify({ ...card, exp: card.exp + 31_536_000 }));
      return `${header}.${stretched}.${signature}`;
    },
  ],
  [
    'expired',
    (key) =>
      signJwsCard(claims(newCardRid(), { exp: Date.parse('2026-05-01T00:00:00Z') / 1000 }), {
        kid: key.kid,
        privateKey: key.privateJwk,
      }),
  ],
  [
    'unknown_key',
    async () => {
      const foreign = await generateCardKey();
      return signJwsCard(claims(newCardRid()), {
        kid: foreign.kid,
        privateKey: foreign.privateJwk,
      });
    },
  ],
];

describe('checking a scanned card on the device', () => {
  it('verifies against the cached keys with no network and says the answer is offline', async () => {
    const db = freshDb();
    const { key, jws } = await issue();
    await db.jwks.put(key.publicJwk);

    const result = await verifyScannedCard(db, jws, NOW);

    expect(result).toMatchObject({
      ok: true,
      offline: true,
      member: { membershipId: 'MCS-2026-4F9A2C', name: 'Asha Verma' },
    });
  });

  it('refuses a card on the cached revocation list', async () => {
    const db = freshDb();
    const { key, jws, rid } = await issue();
    await db.jwks.put(key.publicJwk);
    await db.revocations.put({ rid });

    expect(await verifyScannedCard(db, jws, NOW)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  it('verifies a JWS card of the first format the same way', async () => {
    const db = freshDb();
    const key = await generateCardKey();
    await db.jwks.put(key.publicJwk);
    const rid = newCardRid();
    const jws = await signJwsCard(claims(rid), signing(key));

    expect(await verifyScannedCard(db, jws, NOW)).toMatchObject({
      ok: true,
      offline: true,
      member: { membershipId: 'MCS-2026-4F9A2C', name: 'Asha Verma' },
    });
    await db.revocations.put({ rid });
    expect(await verifyScannedCard(db, jws, NOW)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  it.each([
    ...badCompactCards.map(([reason, make]) => ['compact', reason, make] as const),
    ...badJwsCards.map(([reason, make]) => ['JWS', reason, make] as const),
  ])('refuses a %s card that is %s with that reason', async (_format, reason, make) => {
    const db = freshDb();
    const { key } = await issue();
    await db.jwks.put(key.publicJwk);

    expect(await verifyScannedCard(db, await make(key), NOW)).toMatchObject({
      ok: false,
      reason,
      offline: true,
    });
  });

  it('refuses as forged, not as an edited card of ours, a card of another issuer signed under our key id', async () => {
    const db = freshDb();
    const { key } = await issue();
    await db.jwks.put(key.publicJwk);
    const forger = await generateCardKey();
    const foreign = await signCard(claims(newCardRid(), { iss: 'https://cards.example.com' }), {
      kid: key.kid,
      privateKey: forger.privateJwk,
    });

    expect(await verifyScannedCard(db, foreign, NOW)).toMatchObject({
      ok: false,
      reason: 'forged',
      offline: true,
    });
  });

  it.each([
    [
      'compact',
      async (card: CardClaims, key: CardKey) =>
        editCoseCard(await signCard(card, signing(key)), (c) => ({ ...c, exp: c.exp + 86_400 })),
    ],
    [
      'JWS',
      async (card: CardClaims, key: CardKey) => {
        const [header, , signature] = (await signJwsCard(card, signing(key))).split('.');
        return `${header}.${base64url.encode(JSON.stringify({ ...card, exp: card.exp + 86_400 }))}.${signature}`;
      },
    ],
  ])(
    "names an edited %s card of a deployment with its own issuer 'tampered' once told that issuer",
    async (_format, edit) => {
      const db = freshDb();
      const key = await generateCardKey();
      await db.jwks.put(key.publicJwk);
      const issuer = 'https://cards.clinic-network.example';
      const edited = await edit(claims(newCardRid(), { iss: issuer }), key);

      expect(await verifyScannedCard(db, edited, NOW, issuer)).toMatchObject({
        reason: 'tampered',
      });
      expect(await verifyScannedCard(db, edited, NOW)).toMatchObject({ reason: 'forged' });
    },
  );

  it('asks for a sync when the device has no keys yet', async () => {
    const { jws } = await issue();
    const result = await verifyScannedCard(freshDb(), jws, NOW);
    expect(result).toMatchObject({ ok: false, reason: 'unknown_key' });
    if (!result.ok) expect(result.message).toMatch(/Sync when online/);
  });

  it('checks scan after scan against keys and revocations stored since the first scan', async () => {
    const db = freshDb();
    const first = await issue();
    await db.jwks.put(first.key.publicJwk);
    expect(await verifyScannedCard(db, first.jws, NOW)).toMatchObject({ ok: true });

    // A key rotated in by a later pull, and the first card revoked meanwhile.
    const second = await issue();
    await db.transaction('rw', db.jwks, async () => {
      await db.jwks.clear();
      await db.jwks.bulkPut([first.key.publicJwk, second.key.publicJwk]);
    });
    await db.revocations.put({ rid: first.rid });

    expect(await verifyScannedCard(db, second.jws, NOW)).toMatchObject({ ok: true });
    expect(await verifyScannedCard(db, first.jws, NOW)).toMatchObject({
      ok: false,
      reason: 'revoked',
    });

    // A key withdrawn from the server's set no longer verifies its cards.
    await db.jwks.delete(first.key.publicJwk.kid);
    expect(await verifyScannedCard(db, first.jws, NOW)).toMatchObject({
      ok: false,
      reason: 'unknown_key',
    });
  });
});
