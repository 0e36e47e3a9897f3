import { decode as fromBase45, encode as toBase45 } from 'base45-ts';
import { decode, encode } from 'cborg';
import type { DecodeOptions } from 'cborg';
import { deflateSync, inflateSync } from 'fflate';
import { base64url, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { isMembershipId } from '../membership/membership-id.ts';
import {
  CARD_ALG,
  CARD_RELATIONSHIP_CODES,
  cardClaimsSchema,
  cardContentSchema,
  claimsToMember,
} from './card-claims.ts';
import type { CardClaims, CardContent, CardFamilyMember } from './card-claims.ts';
import { CARD_QR_CHARS_MAX, fitCardClaims } from './card-fit.ts';
import { judgeSignedCard, publicKeyFor, refuse } from './card-verdict.ts';
import type { CardVerification, VerifyCardOptions } from './card-verdict.ts';

/**
 * The compact card: what a member's QR code carries since the JWS card proved too dense for the
 * desk's camera (card-fit.ts states the size rule). The EU Digital COVID Certificate's recipe,
 * made smaller where our cards allow it:
 *
 *   `MCS1:` + Base45( COSE_Sign1 [ protected {alg: ES256, kid: key tag}, {}, payload, signature ] )
 *   payload = raw deflate( CBOR [ issuer tag, membership ID, exp, rid, plan, name, family ] )
 *
 * - COSE_Sign1 (RFC 9052) is a standard signed envelope: the ES256 signature (64 bytes, r then s)
 *   is over its Sig_structure, so any COSE library can check a card with the key from our JWKS.
 *   Untagged: the prefix already says what follows.
 * - Base45 (RFC 9285) uses only the characters of the QR code's alphanumeric mode, 5.5 bits a
 *   character, where base64 text would need byte mode's 8: the same bytes in a smaller code.
 * - The claims are a CBOR array by position, not a map by name: the names would cost more than
 *   the values. The payload is compressed before it is signed (a family shares its surname), so
 *   the signature covers exactly the bytes in the code and nothing is inflated before it is
 *   judged, except to tell an edited card of ours from a forgery.
 * - The key and the issuer are named by 4-byte tags (the first bytes of the SHA-256 of the JWKS
 *   `kid` and of the issuer), as the DCC names its key by a hash. A tag is a hint: every published
 *   key whose tag matches is tried, so a clash can only turn an `unknown_key` into a `forged`
 *   refusal, never make a card verify. The issuer tag, like the JWS card's `iss`, tells an edited
 *   card of ours (`tampered`) from one that names another issuer (`forged`).
 * - The membership ID travels as its year and hex digits (5 or 8 bytes, not 15 or 22 characters),
 *   the card id as its random bytes, a relationship the enrolment form offers as a small number
 *   (CARD_RELATIONSHIP_CODES). Other values travel as text.
 * - No issuing time: the desk never reads it, and the server keeps it with the card.
 */

export const COMPACT_CARD_PREFIX = 'MCS1:';

export interface CardSigningKey {
  kid: string;
  privateKey: CryptoKey | JWK;
}

const COSE_ALG = 1;
const COSE_KID = 4;
const COSE_ES256 = -7;
const SIGNATURE_BYTES = 64;
const TAG_BYTES = 4;
const CLAIM_COUNT = 7;

/** Strict reading: no duplicate keys, no integers in longer forms than needed. */
const STRICT: DecodeOptions = { useMaps: true, strict: true, rejectDuplicateMapKeys: true };

const encoder = new TextEncoder();

/** The most bytes whose Base45 text still fits `chars` characters. */
const base45Bytes = (chars: number) => Math.floor(chars / 3) * 2 + (chars % 3 === 2 ? 1 : 0);

/** The most bytes a compact card's COSE envelope may take: the prefix shares the code with it. */
export const COMPACT_CARD_BYTES_MAX = base45Bytes(CARD_QR_CHARS_MAX - COMPACT_CARD_PREFIX.length);

const tags = new Map<string, Promise<Uint8Array>>();

/** The first 4 bytes of the SHA-256 of `text`: how a card names its key and its issuer. */
export function shortTag(text: string): Promise<Uint8Array> {
  let tag = tags.get(text);
  if (!tag) {
    // Copied into this realm's Uint8Array: under jsdom, TextEncoder hands back a foreign one.
    tag = crypto.subtle
      .digest('SHA-256', Uint8Array.from(encoder.encode(text)))
      .then((digest) => new Uint8Array(digest.slice(0, TAG_BYTES)));
    tags.set(text, tag);
  }
  return tag;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/** MCS-2026-4F9A2C-81D3E7 as [0x07, 0xEA, 0x4F, 0x9A, 0x2C, 0x81, 0xD3, 0xE7]; other IDs as text. */
function packMembershipId(id: string): Uint8Array | string {
  if (!isMembershipId(id)) return id;
  const [, year, ...groups] = id.split('-');
  const digits = groups.join('');
  const bytes = Uint8Array.from({ length: digits.length / 2 }, (_, i) =>
    Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16),
  );
  return Uint8Array.of(Number(year) >> 8, Number(year) & 0xff, ...bytes);
}

function unpackMembershipId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!(value instanceof Uint8Array) || (value.length !== 5 && value.length !== 8)) return null;
  const year = String(((value[0] ?? 0) << 8) | (value[1] ?? 0)).padStart(4, '0');
  const digits = hex(value.subarray(2));
  const groups = digits.length > 6 ? [digits.slice(0, 6), digits.slice(6)] : [digits];
  return ['MCS', year, ...groups].join('-');
}

/** A card id made by newCardRid travels as its random bytes; anything else as text. */
function packRid(rid: string): Uint8Array | string {
  try {
    const bytes = base64url.decode(rid);
    return base64url.encode(bytes) === rid ? bytes : rid;
  } catch {
    return rid;
  }
}

const unpackRid = (value: unknown) =>
  value instanceof Uint8Array ? base64url.encode(value) : value;

const packRelationship = (relationship: string): number | string => {
  const code = CARD_RELATIONSHIP_CODES.indexOf(relationship);
  return code === -1 ? relationship : code;
};

const unpackRelationship = (value: unknown) =>
  typeof value === 'number' ? CARD_RELATIONSHIP_CODES[value] : value;

/** The payload: the claims in order, compressed. */
function payloadOf(content: CardContent, issuerTag: Uint8Array): Uint8Array {
  const claims = [
    issuerTag,
    packMembershipId(content.sub),
    content.exp,
    packRid(content.rid),
    content.plan,
    content.name,
    content.family.flatMap((f) => [f.name, packRelationship(f.relationship)]),
  ];
  return deflateSync(encode(claims), { level: 9 });
}

/** What a payload says, or null when it is not a card's. Its signature is not looked at here. */
function readPayload(payload: Uint8Array): { issuerTag: Uint8Array; content: CardContent } | null {
  try {
    const claims: unknown = decode(inflateSync(payload), STRICT);
    if (!Array.isArray(claims) || claims.length !== CLAIM_COUNT) return null;
    const [issuerTag, id, exp, rid, plan, name, flat] = claims as unknown[];
    if (!(issuerTag instanceof Uint8Array) || issuerTag.length !== TAG_BYTES) return null;
    if (!Array.isArray(flat) || flat.length % 2 !== 0) return null;
    const family: Record<keyof CardFamilyMember, unknown>[] = [];
    for (let i = 0; i < flat.length; i += 2)
      family.push({ name: flat[i], relationship: unpackRelationship(flat[i + 1]) });
    const parsed = cardContentSchema.safeParse({
      sub: unpackMembershipId(id),
      exp,
      rid: unpackRid(rid),
      plan,
      name,
      family,
    });
    return parsed.success ? { issuerTag, content: parsed.data } : null;
  } catch {
    return null;
  }
}

const protectedHeader = (keyTag: Uint8Array) =>
  encode(
    new Map<number, number | Uint8Array>([
      [COSE_ALG, COSE_ES256],
      [COSE_KID, keyTag],
    ]),
  );

/** What ES256 signs in a COSE_Sign1 (RFC 9052, section 4.4), with no external data. */
const sigStructure = (protectedBytes: Uint8Array, payload: Uint8Array) =>
  encode(['Signature1', protectedBytes, new Uint8Array(0), payload]);

const envelope = (protectedBytes: Uint8Array, payload: Uint8Array, signature: Uint8Array) =>
  encode([protectedBytes, new Map(), payload, signature]);

const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;

const isJwk = (key: CryptoKey | JWK): key is JWK => 'kty' in key;

async function signingKey(key: CryptoKey | JWK): Promise<CryptoKey> {
  if (!isJwk(key)) return key;
  const imported = await importJWK(key, CARD_ALG);
  if (imported instanceof Uint8Array) throw new Error('A card key must be an EC private key');
  return imported;
}

/**
 * Signs a compact card. The claims are checked first, so a malformed card never ships, then
 * fitted (card-fit.ts) until the card fits a version 10 QR code at level M.
 */
export async function signCoseCard(claims: CardClaims, key: CardSigningKey): Promise<string> {
  const checked = cardClaimsSchema.parse(claims);
  const [issuerTag, keyTag] = await Promise.all([shortTag(checked.iss), shortTag(key.kid)]);
  const protectedBytes = protectedHeader(keyTag);
  const placeholder = new Uint8Array(SIGNATURE_BYTES);
  const fitted = fitCardClaims(
    checked,
    (c) =>
      envelope(protectedBytes, payloadOf(c, issuerTag), placeholder).length <=
      COMPACT_CARD_BYTES_MAX,
  );
  const payload = payloadOf(fitted, issuerTag);
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      ECDSA,
      await signingKey(key.privateKey),
      Uint8Array.from(sigStructure(protectedBytes, payload)),
    ),
  );
  return `${COMPACT_CARD_PREFIX}${toBase45(envelope(protectedBytes, payload, signature))}`;
}

interface CoseParts {
  protectedBytes: Uint8Array;
  keyTag: Uint8Array;
  payload: Uint8Array;
  signature: Uint8Array;
}

/**
 * The envelope of a compact card, or null when the text is not one. Only the shape we issue is
 * read: the canonical Base45 of a card no longer than the size rule allows, ES256, a key tag, an
 * empty unprotected header.
 */
function openEnvelope(text: string): CoseParts | null {
  if (!text.startsWith(COMPACT_CARD_PREFIX) || text.length > CARD_QR_CHARS_MAX) return null;
  const body = text.slice(COMPACT_CARD_PREFIX.length);
  try {
    const bytes = fromBase45(body);
    if (toBase45(bytes) !== body) return null;
    const cose: unknown = decode(Uint8Array.from(bytes), STRICT);
    if (!Array.isArray(cose) || cose.length !== 4) return null;
    const [protectedBytes, unprotected, payload, signature] = cose as unknown[];
    if (!(protectedBytes instanceof Uint8Array) || !(payload instanceof Uint8Array)) return null;
    if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_BYTES) return null;
    if (!(unprotected instanceof Map) || unprotected.size !== 0) return null;
    const header: unknown = decode(protectedBytes, STRICT);
    if (!(header instanceof Map) || header.size !== 2 || header.get(COSE_ALG) !== COSE_ES256)
      return null;
    const keyTag: unknown = header.get(COSE_KID);
    if (!(keyTag instanceof Uint8Array) || keyTag.length !== TAG_BYTES) return null;
    return { protectedBytes, keyTag, payload, signature };
  } catch {
    return null;
  }
}

/** What a compact card says, its signature unchecked (the member's own app shows it offline). */
export function readCoseCard(text: string): CardContent | null {
  const parts = openEnvelope(text);
  return parts ? (readPayload(parts.payload)?.content ?? null) : null;
}

/**
 * Verifies a compact card as verifyJwsCard does a JWS one: the key, the signature, then expiry
 * and revocation; an altered or forged card is refused before anything it says is believed.
 */
export async function verifyCoseCard(
  text: string,
  options: VerifyCardOptions,
): Promise<CardVerification> {
  const parts = openEnvelope(text);
  if (!parts) return refuse('malformed');

  const keyTags = await Promise.all(options.jwks.keys.map((k) => shortTag(k.kid)));
  const candidates = options.jwks.keys.filter((_, i) => sameBytes(keyTags[i]!, parts.keyTag));
  if (candidates.length === 0) return refuse('unknown_key');

  const signed = Uint8Array.from(sigStructure(parts.protectedBytes, parts.payload));
  let verified = false;
  for (const jwk of candidates) {
    const key = await publicKeyFor(jwk);
    if (key instanceof Uint8Array) continue;
    if (await crypto.subtle.verify(ECDSA, key, Uint8Array.from(parts.signature), signed)) {
      verified = true;
      break;
    }
  }

  const read = readPayload(parts.payload);
  if (!verified) {
    const issuerTag = options.issuer === undefined ? null : await shortTag(options.issuer);
    const ours = read !== null && (issuerTag === null || sameBytes(read.issuerTag, issuerTag));
    return refuse(ours ? 'tampered' : 'forged');
  }
  if (!read) return refuse('malformed');
  return judgeSignedCard(claimsToMember(read.content), read.content.exp, options);
}

/**
 * A copy of a compact card whose content says something else, under its original signature:
 * what someone editing a card would make. For tests of the desk's refusals.
 */
export function editCoseCard(text: string, edit: (content: CardContent) => CardContent): string {
  const parts = openEnvelope(text);
  const read = parts && readPayload(parts.payload);
  if (!parts || !read) throw new Error('Not a compact card');
  const payload = payloadOf(edit(read.content), read.issuerTag);
  return `${COMPACT_CARD_PREFIX}${toBase45(envelope(parts.protectedBytes, payload, parts.signature))}`;
}
