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
import { cardPayloadBudget, fitCardClaims } from './card-fit.ts';
import type { CardPublicJwk, Jwks } from './card-jwks.ts';

/**
 * The card token: a compact JWS (ES256) over the card claims, protected header `{alg, kid}` and
 * nothing else. Works with WebCrypto in the browser and in Node, so desk mode
 * verifies with no network using the cached JWKS.
 *
 * A bad signature cannot prove who made a card, so the two refusals say only what can be known.
 * `tampered`: the token names one of our keys and its claims read as one of our cards (naming our
 * issuer, when the verifier is told it), yet the signature no longer matches them, as when a date
 * was edited. `forged`: the signature fails and the claims are not a card of ours. A forger who
 * copies our card format exactly looks like an edit; both are refused all the same.
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
  /** Our `iss`. When given, a badly signed card naming another issuer is `forged`. */
  issuer?: string;
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

/** "expired on 31 May 2026": the one wording of a lapsed validity, at the desk and from the API. */
export const expiredOn = (validUntil: Date) => `expired on ${enDate(validUntil)}`;

export const expiredCardMessage = (validUntil: Date) => `This membership ${expiredOn(validUntil)}.`;

const fail = (reason: Exclude<CardFailureReason, 'expired'>): CardVerification => ({
  ok: false,
  reason,
  message: cardFailureMessages[reason],
});

const encoder = new TextEncoder();

export interface CardSigningKey {
  kid: string;
  privateKey: CryptoKey | KeyObject | JWK;
}

/**
 * Signs card claims. They are checked first, so a malformed card never ships, then fitted to the
 * QR budget (card-fit.ts): no token is longer than CARD_TOKEN_MAX.
 */
export async function signCard(claims: CardClaims, key: CardSigningKey): Promise<string> {
  const header = { alg: CARD_ALG, kid: key.kid };
  const fitted = fitCardClaims(cardClaimsSchema.parse(claims), cardPayloadBudget(header));
  // Copied into this realm's Uint8Array: under jsdom, TextEncoder hands back a foreign one that jose refuses.
  const payload = Uint8Array.from(encoder.encode(JSON.stringify(fitted)));
  return new CompactSign(payload).setProtectedHeader(header).sign(key.privateKey);
}

/** Whether a payload segment whose signature failed reads as a card we would issue. */
function readsAsOurCard(payloadSegment: string, issuer: string | undefined): boolean {
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(base64url.decode(payloadSegment)));
    const parsed = cardClaimsSchema.safeParse(json);
    return parsed.success && (issuer === undefined || parsed.data.iss === issuer);
  } catch {
    return false;
  }
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

/**
 * Verifies signature, expiry and revocation, in that order: a forged or altered card is refused
 * before anything it claims is believed.
 */
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
    if (error instanceof errors.JWSSignatureVerificationFailed)
      return fail(readsAsOurCard(segments[1] ?? '', options.issuer) ? 'tampered' : 'forged');
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
