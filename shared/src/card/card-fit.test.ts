import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { CARD_FAMILY_MAX, CARD_NAME_MAX } from './card-claims.ts';
import type { CardClaims } from './card-claims.ts';
import { generateMembershipId } from '../membership/membership-id.ts';
import { CARD_QR_CHARS_MAX, CARD_QR_VERSION_MAX, fitUtf8 } from './card-fit.ts';
import { generateCardKey, newCardRid } from './card-keys.ts';
import { readCard, signCard, verifyCard } from './card-token.ts';

const NOW = Date.parse('2026-06-01T10:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The QR code a member's phone draws for `card`: its version, and the modes of its segments. */
function qrOf(card: string) {
  const qr = QRCode.create(card, { errorCorrectionLevel: 'M' });
  return { version: qr.version, modes: new Set(qr.segments.map((s) => s.mode.id)) };
}

/**
 * `length` letters from `alphabet` in words of 3 to 9, with no run repeated: the least
 * compressible name a person could have (deflate shrinks a family that shares a surname).
 */
function unrepeatingName(alphabet: string[], seed: number, length: number): string {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const letters: string[] = [];
  while (letters.length < length) {
    const word = 3 + next(7);
    for (let i = 0; i < word && letters.length < length; i += 1)
      letters.push(alphabet[next(alphabet.length)]!);
    if (letters.length < length - 1) letters.push(' ');
  }
  return letters.join('').trim();
}

const LATIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const DEVANAGARI = [...'कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसहअआइईउऊएऐओऔ'];

/**
 * The largest card the enrolment allows: a holder and the most family members (CARD_FAMILY_MAX),
 * every name at the card's longest (CARD_NAME_MAX; the server cuts longer enrolled names to it),
 * each relationship written out at its longest, the long (48-bit) membership ID and the longest
 * issuer a deployment may set (60 characters).
 */
function largestCard(alphabet: string[]): CardClaims {
  return {
    iss: `https://${'x'.repeat(52)}`,
    sub: generateMembershipId(2026),
    name: unrepeatingName(alphabet, 1, CARD_NAME_MAX),
    plan: 'Annual',
    exp: seconds(Date.parse('2027-01-31T18:29:59Z')),
    iat: seconds(NOW),
    family: Array.from({ length: CARD_FAMILY_MAX }, (_, i) => ({
      name: unrepeatingName(alphabet, i + 2, CARD_NAME_MAX),
      relationship: unrepeatingName(alphabet, i + 100, 20),
    })),
    rid: newCardRid(),
  };
}

/** A family of six whose every name has 30 characters, as large families in India often do. */
const SIX_WITH_LONG_NAMES = {
  name: 'Lakshminarayanan Venkataraman.',
  family: [
    { name: 'Padmavathi Srinivasan Venkatar', relationship: 'Spouse' },
    { name: 'Subramanian Venkataraman Iyer.', relationship: 'Son' },
    { name: 'Rajalakshmi Venkataraman Iyer.', relationship: 'Daughter' },
    { name: 'Srinivasaraghavan Venkataraman', relationship: 'Father' },
    { name: 'Kamakshi Sundaram Venkataraman', relationship: 'Mother' },
  ],
};

/** The demo seed's member: a family of four. */
const DEMO_FAMILY = {
  name: 'Ananya Krishnan',
  family: [
    { name: 'Vivek Krishnan', relationship: 'Spouse' },
    { name: 'Diya Krishnan', relationship: 'Daughter' },
    { name: 'Arjun Krishnan', relationship: 'Son' },
  ],
};

function cardOf(people: Pick<CardClaims, 'name' | 'family'>): CardClaims {
  return {
    iss: 'https://medicostsaver.in',
    sub: generateMembershipId(2026),
    plan: 'Annual',
    exp: seconds(Date.parse('2027-01-31T18:29:59Z')),
    iat: seconds(NOW),
    rid: newCardRid(),
    ...people,
  };
}

async function signer() {
  const key = await generateCardKey();
  return { jwks: { keys: [key.publicJwk] }, signing: { kid: key.kid, privateKey: key.privateJwk } };
}

describe('the size rule: every card fits a version 10 QR code at level M', () => {
  it.each([
    ['in Latin letters', LATIN],
    ['in Devanagari', DEVANAGARI],
  ])('holds for the largest card the enrolment allows, %s', async (_script, alphabet) => {
    const { jwks, signing } = await signer();
    const claims = largestCard(alphabet);

    const card = await signCard(claims, signing);
    const result = await verifyCard(card, { jwks, revokedRids: new Set(), now: NOW });

    expect(card.length).toBeLessThanOrEqual(CARD_QR_CHARS_MAX);
    expect(qrOf(card).version).toBeLessThanOrEqual(CARD_QR_VERSION_MAX);
    expect(result).toMatchObject({
      ok: true,
      member: { membershipId: claims.sub, plan: 'Annual', rid: claims.rid },
    });
    // Shortened, never dropped: every family member is still on the card.
    if (result.ok) {
      expect(result.member.family).toHaveLength(CARD_FAMILY_MAX);
      expect(result.member.name.length).toBeGreaterThan(0);
    }
  });

  it('keeps a family of six with 30-character names whole where it can: the holder, and every family member by relationship and first letters', async () => {
    const { signing } = await signer();
    const claims = cardOf(SIX_WITH_LONG_NAMES);

    const card = await signCard(claims, signing);
    const read = readCard(card);

    expect(qrOf(card).version).toBeLessThanOrEqual(CARD_QR_VERSION_MAX);
    expect(read?.name).toBe(SIX_WITH_LONG_NAMES.name);
    expect(read?.family.map((f) => f.relationship)).toEqual(
      SIX_WITH_LONG_NAMES.family.map((f) => f.relationship),
    );
    read?.family.forEach((f, i) => {
      const kept = f.name.replace(/…$/, '');
      expect(kept.length).toBeGreaterThanOrEqual(6);
      expect(SIX_WITH_LONG_NAMES.family[i]?.name.startsWith(kept)).toBe(true);
    });
  });

  it("keeps the demo member's family of four whole, in a version 9 code", async () => {
    const { signing } = await signer();

    const card = await signCard(cardOf(DEMO_FAMILY), signing);

    expect(readCard(card)).toMatchObject(DEMO_FAMILY);
    expect(qrOf(card).version).toBeLessThanOrEqual(9);
  });

  it('is drawn in alphanumeric mode only (byte mode would need a larger code)', async () => {
    const { signing } = await signer();

    const card = await signCard(cardOf(SIX_WITH_LONG_NAMES), signing);

    const modes = [...qrOf(card).modes];
    expect(modes).toContain('Alphanumeric');
    expect(modes.filter((mode) => mode !== 'Alphanumeric' && mode !== 'Numeric')).toEqual([]);
  });
});

describe('fitting a card to the size rule', () => {
  it('shortens the family names before anything else', async () => {
    const { signing } = await signer();
    const claims = cardOf({
      name: 'Asha Ramachandran',
      family: Array.from({ length: 6 }, (_, i) => ({
        name: unrepeatingName(LATIN, i + 7, CARD_NAME_MAX),
        relationship: 'Son',
      })),
    });

    const read = readCard(await signCard(claims, signing));

    expect(read?.name).toBe('Asha Ramachandran');
    expect(read?.family).toEqual(
      claims.family.map(() => ({ name: expect.stringMatching(/…$/), relationship: 'Son' })),
    );
  });

  it('comes out the same every time it is signed', async () => {
    const { signing } = await signer();
    const claims = largestCard(DEVANAGARI);

    const [first, second] = [await signCard(claims, signing), await signCard(claims, signing)];

    expect(readCard(second)).toEqual(readCard(first));
  });

  it('leaves a card that already fits exactly as it was', async () => {
    const { signing } = await signer();
    const claims = cardOf({
      name: 'Asha Verma',
      family: [{ name: 'Ravi Verma', relationship: 'Grandfather' }],
    });

    const { iss: _iss, iat: _iat, ...content } = claims;
    expect(readCard(await signCard(claims, signing))).toEqual(content);
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
