import { CARD_RELATIONSHIP_CODES } from './card-claims.ts';
import type { CardClaims } from './card-claims.ts';

/**
 * The size rule: every card a member shows fits a QR code of version 10 (57 x 57 modules) at
 * error-correction level M, which holds 311 characters in alphanumeric mode.
 *
 * The desk's scanner (html5-qrcode) decodes a canvas of its scan box at CSS size, 176 to 208 px
 * on phones, however sharp the camera: a version 10 code gets about 3 px a module there, enough
 * through a blurred, JPEG-compressed frame (bench/qr-decode.bench.ts measures it); the version 19
 * to 25 codes of the first (JWS) cards got under 2 px and mostly failed. Nothing can make the
 * 64-byte signature smaller, so a large family's names give way instead (fitCardClaims).
 */
export const CARD_QR_VERSION_MAX = 10;
export const CARD_QR_CHARS_MAX = 311;

const ELLIPSIS = '…';

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

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
// A relationship the card writes as a number takes one byte whatever its length: left alone.
const written = (relationship: string) => !CARD_RELATIONSHIP_CODES.includes(relationship);
const relationships: Texts = {
  texts: (c) => c.family.map((f) => f.relationship).filter(written),
  shorten: (c, max) => ({
    ...c,
    family: c.family.map((f) =>
      written(f.relationship) ? { ...f, relationship: fitUtf8(f.relationship, max) } : f,
    ),
  }),
};
const holderName: Texts = {
  texts: (c) => [c.name],
  shorten: (c, max) => ({ ...c, name: fitUtf8(c.name, max) }),
};

/**
 * Family names give way first (the full list is online and in the member's app), then written-out
 * relationships, and the holder's name last; each first to a readable length, then, for large
 * families with long names, to a letter and the mark, and for the very largest to the mark alone.
 * The membership ID, validity, plan, card id and the number of family members never change.
 */
const STEPS: Step[] = [
  { ...familyNames, floor: 16 },
  { ...relationships, floor: 8 },
  { ...holderName, floor: 32 },
  { ...familyNames, floor: 6 },
  { ...relationships, floor: 4 },
  { ...holderName, floor: 16 },
  { ...familyNames, floor: 3 },
  { ...relationships, floor: 3 },
  { ...holderName, floor: 8 },
];

/**
 * Shortens the card's texts until `fits` says the card fits, the same way for the same member
 * every time (so an unchanged member keeps an unchanged card). Each step gives all its texts one
 * common byte cap, the largest that fits, before the next step is touched.
 */
export function fitCardClaims(claims: CardClaims, fits: (c: CardClaims) => boolean): CardClaims {
  let fitted = claims;
  for (const step of STEPS) {
    if (fits(fitted)) return fitted;
    const base = fitted;
    let low = step.floor;
    if (!fits(step.shorten(base, low))) {
      fitted = step.shorten(base, low);
      continue;
    }
    // The card grows with the cap (compression only dents that), so the largest cap that fits is
    // found by halving; whatever is returned has been measured to fit.
    let high = Math.max(low, ...step.texts(base).map(byteLength));
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(step.shorten(base, mid))) low = mid;
      else high = mid - 1;
    }
    return step.shorten(base, low);
  }
  if (fits(fitted)) return fitted;
  throw new Error(`The card of ${claims.sub} cannot fit a QR code: its plan is too long.`);
}
