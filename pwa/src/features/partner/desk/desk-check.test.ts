import { generateCardKey, newCardRid, signCard, DEFAULT_CARD_ISSUER } from '@mcs/shared';
import { signJwsCard } from '@mcs/shared/card/testing';
import type { CardClaims, CardKeyPair } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../../offline/index.ts';
import { partnerSessionToken } from '../../../offline/offline-test-kit.ts';
import { checkCardOffline, checkTypedId } from './desk-check.ts';

const DAY = 86_400;
const NOW = new Date(Date.UTC(2026, 10, 26, 9));
const nowSeconds = Math.floor(NOW.getTime() / 1000);
const ASHA = 'MCS-2026-4F9A2C-81D3E7';
const DESK = partnerSessionToken('7');

function claims(overrides: Partial<CardClaims> = {}): CardClaims {
  return {
    iss: DEFAULT_CARD_ISSUER,
    sub: ASHA,
    name: 'Asha Verma',
    plan: 'Annual',
    exp: nowSeconds + 200 * DAY,
    iat: nowSeconds - 60,
    family: [{ name: 'Ravi Verma', relationship: 'Spouse' }],
    rid: newCardRid(),
    ...overrides,
  };
}

let key: CardKeyPair;

async function scanned(card: CardClaims, token = DESK, sign = signCard) {
  const text = await sign(card, { kid: key.kid, privateKey: key.privateJwk });
  return checkCardOffline(token, text, { now: NOW });
}

const serverGone = () =>
  vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));

beforeEach(async () => {
  const db = offlineDb();
  await Promise.all([db.jwks.clear(), db.revocations.clear(), db.seenCards.clear()]);
  key = await generateCardKey();
  await db.jwks.put(key.publicJwk);
});

afterEach(() => vi.unstubAllGlobals());

describe('desk check: a typed ID when the server cannot be reached', () => {
  it('checks the card this desk verified for the member, on the device only', async () => {
    const first = await scanned(claims());
    expect(first.kind).toBe('card');
    serverGone();

    const check = await checkTypedId(DESK, 'mcs-2026-4f9a2c-81d3e7', {
      now: NOW,
      standardDiscount: 20,
    });

    expect(check).toEqual({
      kind: 'card',
      card: expect.objectContaining({ membershipId: ASHA, name: 'Asha Verma' }),
      standardDiscount: 20,
      live: { state: 'offline' },
    });
  });

  it('checks a card of the first format (JWS) the same way', async () => {
    await scanned(claims(), DESK, signJwsCard);
    serverGone();
    const check = await checkTypedId(DESK, ASHA, { now: NOW });
    expect(check).toMatchObject({ kind: 'card', live: { state: 'offline' } });
  });

  it('refuses a card cancelled since the desk saw it, as a scan would', async () => {
    const card = claims();
    await scanned(card);
    await offlineDb().revocations.put({ rid: card.rid });
    serverGone();

    expect(await checkTypedId(DESK, ASHA, { now: NOW })).toMatchObject({
      kind: 'refused',
      reason: 'revoked',
      message: expect.stringMatching(/cancelled or replaced/),
    });
  });

  it('refuses a card that has expired since the desk saw it', async () => {
    await scanned(claims({ exp: nowSeconds + 10 * DAY }));
    serverGone();

    const later = new Date(NOW.getTime() + 20 * DAY * 1000);
    expect(await checkTypedId(DESK, ASHA, { now: later })).toMatchObject({
      kind: 'refused',
      reason: 'expired',
    });
  });

  it('refuses a kept card whose key this device no longer trusts', async () => {
    await scanned(claims());
    await offlineDb().jwks.clear();
    serverGone();

    expect(await checkTypedId(DESK, ASHA, { now: NOW })).toMatchObject({
      kind: 'refused',
      reason: 'unknown_key',
    });
  });

  it('asks for the card of a member this desk has not seen', async () => {
    serverGone();
    expect(await checkTypedId(DESK, ASHA, { now: NOW })).toEqual({ kind: 'unknown-offline' });
  });

  it("asks for the card of a member only another partner's desk has seen", async () => {
    await scanned(claims(), partnerSessionToken('8'));
    serverGone();
    expect(await checkTypedId(DESK, ASHA, { now: NOW })).toEqual({ kind: 'unknown-offline' });
  });

  it("treats a gateway's error page as no answer", async () => {
    await scanned(claims());
    vi.stubGlobal('fetch', async () => new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    expect(await checkTypedId(DESK, ASHA, { now: NOW })).toMatchObject({
      kind: 'card',
      live: { state: 'offline' },
    });
  });

  it("keeps the server's own refusal of the ID, whatever the desk has seen", async () => {
    await scanned(claims());
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Membership not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await checkTypedId(DESK, ASHA, { now: NOW })).toEqual({
      kind: 'failed',
      message: 'Membership not found',
    });
  });
});

describe('desk check: which cards the desk keeps', () => {
  it('keeps none it refused', async () => {
    expect((await scanned(claims({ exp: nowSeconds - DAY }))).kind).toBe('refused');
    expect(await offlineDb().seenCards.count()).toBe(0);
  });

  it("keeps none when the session does not say which partner's desk this is", async () => {
    expect((await scanned(claims(), 'not-a-session')).kind).toBe('card');
    expect(await offlineDb().seenCards.count()).toBe(0);
  });
});
