import {
  base64url,
  CompactSign,
  compactVerify,
  decodeProtectedHeader,
  errors,
  importJWK,
} from 'jose';
import type { CryptoKey, JWK, KeyObject } from 'jose';
import { CARD_ALG, cardClaimsSchema, claimsToMember } from './card-claims.ts';
import type { CardClaims, VerifiedCardMember } from './card-claims.ts';
import type { CardPublicJwk, Jwks } from './card-jwks.ts';

/**
 * The card token: a compact JWS (ES256) over the card claims. Works with WebCrypto in the
 * browser and in Node, so desk mode verifies with no network using the cached JWKS.
 *
 * The protected header carries `pd`, a short digest of the payload segment taken at signing.
 * A bad signature alone cannot tell a forgery from an edited card (both simply fail), but a
 * header whose `pd` no longer matches the payload shows the payload changed after signing:
 * that is reported as `tampered`; every other bad signature is `forged`. Both are refused.
 */

export type CardFailureReason =
  'forged' | 'tampered' | 'expired' | 'revoked' | 'unknown_key' | 'malformed';

export type CardVerification =
  | { ok: true; member: VerifiedCardMember }
  | { ok: false; reason: CardFailureReason; message: string };

export type RevocationCheck = ReadonlySet<string> | ((rid: string) => boolean | Promise<boolean>);

export interface VerifyCardOptions {
  jwks: Jwks;
  revokedRids: RevocationCheck;
  /** Defaults to the current time; tests and replays pass their own. */
  now?: Date | number;
}

const enDate = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

export const cardFailureMessages: Record<Exclude<CardFailureReason, 'expired'>, string> = {
  forged: 'This card was not issued by MediCostSaver. Do not apply the discount.',
  tampered: 'This card has been altered since it was issued. Do not apply the discount.',
  revoked: 'This card has been cancelled or replaced. Ask the member to open their latest card.',
  unknown_key:
    'This card is signed with a key this device does not know. Sync when online and scan again.',
  malformed: 'This is not a MediCostSaver membership card.',
};

export const expiredCardMessage = (validUntil: Date) =>
  `This membership expired on ${enDate(validUntil)}.`;

const fail = (reason: Exclude<CardFailureReason, 'expired'>): CardVerification => ({
  ok: false,
  reason,
  message: cardFailureMessages[reason],
});

const encoder = new TextEncoder();

async function payloadDigest(payloadSegment: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', encoder.encode(payloadSegment));
  return base64url.encode(new Uint8Array(hash).slice(0, 9));
}

export interface CardSigningKey {
  kid: string;
  privateKey: CryptoKey | KeyObject | JWK;
}

/** Signs card claims; the claims are checked first so an oversized card never ships. */
export async function signCard(claims: CardClaims, key: CardSigningKey): Promise<string> {
  const valid = cardClaimsSchema.parse(claims);
  // Copied into this realm's Uint8Array: under jsdom, TextEncoder hands back a foreign one that jose refuses.
  const payload = Uint8Array.from(encoder.encode(JSON.stringify(valid)));
  const pd = await payloadDigest(base64url.encode(payload));
  return new CompactSign(payload)
    .setProtectedHeader({ alg: CARD_ALG, kid: key.kid, pd })
    .sign(key.privateKey);
}

// Importing a JWK costs more than the signature check itself; a counter scans many cards.
const importedKeys = new Map<string, Promise<CryptoKey | Uint8Array>>();

function publicKeyFor(jwk: CardPublicJwk): Promise<CryptoKey | Uint8Array> {
  const cacheKey = `${jwk.kid}.${jwk.x}.${jwk.y}`;
  let key = importedKeys.get(cacheKey);
  if (!key) {
    key = importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, CARD_ALG);
    importedKeys.set(cacheKey, key);
  }
  return key;
}

async function isRevoked(check: RevocationCheck, rid: string): Promise<boolean> {
  return typeof check === 'function' ? check(rid) : check.has(rid);
}

/** Verifies signature, expiry and revocation, in that order (DESIGN.md 5). */
export async function verifyCard(
  jws: string,
  options: VerifyCardOptions,
): Promise<CardVerification> {
  const token = jws.trim();
  const segments = token.split('.');
  if (segments.length !== 3 || segments.some((s) => s.length === 0)) return fail('malformed');

  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return fail('malformed');
  }
  if (header.alg !== CARD_ALG || typeof header.kid !== 'string') return fail('malformed');

  const jwk = options.jwks.keys.find((k) => k.kid === header.kid);
  if (!jwk) return fail('unknown_key');

  let payload: Uint8Array;
  try {
    const key = await publicKeyFor(jwk);
    ({ payload } = await compactVerify(token, key, { algorithms: [CARD_ALG] }));
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      const declared = header.pd;
      const altered =
        typeof declared === 'string' && declared !== (await payloadDigest(segments[1] ?? ''));
      return fail(altered ? 'tampered' : 'forged');
    }
    return fail('malformed');
  }

  let claims: CardClaims;
  try {
    const parsed = cardClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(payload)));
    if (!parsed.success) return fail('malformed');
    claims = parsed.data;
  } catch {
    return fail('malformed');
  }

  const now = options.now === undefined ? Date.now() : Number(options.now);
  if (claims.exp * 1000 <= now) {
    const validUntil = new Date(claims.exp * 1000);
    return { ok: false, reason: 'expired', message: expiredCardMessage(validUntil) };
  }
  if (await isRevoked(options.revokedRids, claims.rid)) return fail('revoked');

  return { ok: true, member: claimsToMember(claims) };
}
