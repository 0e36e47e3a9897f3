import type { CardClaims } from './card-claims.ts';

/**
 * Keeps every signed card small enough to scan with a phone's camera at the desk.
 *
 * A QR code of version 25 (117 x 117 modules) holds 997 bytes in byte mode at error-correction
 * level M. Shown about 5 cm wide on a member's phone, a module is then ~0.4 mm: some 3 pixels in
 * a mid-range 12 MP camera frame at arm's length (~40 cm). Denser versions need the two phones
 * almost touching, and nothing smaller holds the card's largest family: ten family entries with
 * empty names already take a version 22 code.
 */
export const CARD_TOKEN_MAX = 997;

/** An ES256 signature is 64 bytes: 86 base64url characters. */
const SIGNATURE_CHARS = 86;
const ELLIPSIS = '…';

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;
const base64urlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);

// Cut between graphemes, never inside one: a Devanagari conjunct cut in half reads as another word.
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` in at most `maxBytes` of UTF-8, cut at a grapheme and marked with an ellipsis. */
export function fitUtf8(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  let kept = '';
  let used = byteLength(ELLIPSIS);
  for (const { segment } of graphemes.segment(text)) {
    used += byteLength(segment);
    if (used > maxBytes) break;
    kept += segment;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/** The most payload bytes a card signed under this protected header may carry. */
export function cardPayloadBudget(protectedHeader: object): number {
  const headerChars = base64urlLength(byteLength(JSON.stringify(protectedHeader)));
  return Math.floor(((CARD_TOKEN_MAX - headerChars - SIGNATURE_CHARS - 2) * 3) / 4);
}

interface Step {
  /** The texts this step shortens, all to one cap. */
  texts(claims: CardClaims): string[];
  shorten(claims: CardClaims, maxBytes: number): CardClaims;
  /** The fewest bytes this step shortens them to before the next step gives way. */
  floor: number;
}

type Texts = Omit<Step, 'floor'>;

const familyNames: Texts = {
  texts: (c) => c.family.map((f) => f.name),
  shorten: (c, max) => ({
    ...c,
    family: c.family.map((f) => ({ ...f, name: fitUtf8(f.name, max) })),
  }),
};
const relationships: Texts = {
  texts: (c) => c.family.map((f) => f.relationship),
  shorten: (c, max) => ({
    ...c,
    family: c.family.map((f) => ({ ...f, relationship: fitUtf8(f.relationship, max) })),
  }),
};
const holderName: Texts = {
  texts: (c) => [c.name],
  shorten: (c, max) => ({ ...c, name: fitUtf8(c.name, max) }),
};

/**
 * Family names give way first (the full list is online and in the member's app), then
 * relationships, and the holder's name last; each first to a readable length, then, for the
 * largest families only, to a mark. The membership ID, dates, plan and card id never change.
 */
const STEPS: Step[] = [
  { ...familyNames, floor: 24 },
  { ...relationships, floor: 12 },
  { ...holderName, floor: 48 },
  { ...familyNames, floor: 6 },
  { ...relationships, floor: 4 },
  { ...holderName, floor: 24 },
];

/**
 * Shortens the card's texts until its payload fits `payloadBudget` bytes, the same way for the
 * same member every time (so an unchanged member keeps an unchanged card). Each step gives all
 * its texts one common byte cap, the largest that fits, before the next step is touched.
 */
export function fitCardClaims(claims: CardClaims, payloadBudget: number): CardClaims {
  const fits = (c: CardClaims) => byteLength(JSON.stringify(c)) <= payloadBudget;
  let fitted = claims;
  for (const step of STEPS) {
    if (fits(fitted)) return fitted;
    const base = fitted;
    let low = step.floor;
    if (!fits(step.shorten(base, low))) {
      fitted = step.shorten(base, low);
      continue;
    }
    // The payload grows with the cap, so the largest cap that fits is found by halving.
    let high = Math.max(low, ...step.texts(base).map(byteLength));
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(step.shorten(base, mid))) low = mid;
      else high = mid - 1;
    }
    return step.shorten(base, low);
  }
  if (fits(fitted)) return fitted;
  throw new Error(
    `The card of ${claims.sub} cannot fit a QR code: its issuer, plan or key id is too long.`,
  );
}
