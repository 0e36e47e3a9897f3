import { base64url, CompactSign, compactVerify, decodeProtectedHeader, errors } from 'jose';
import { CARD_ALG, cardClaimsSchema, claimsToMember } from './card-claims.ts';
import type { CardClaims, CardContent } from './card-claims.ts';
import type { CardSigningKey } from './card-cose.ts';
import { judgeSignedCard, publicKeyFor, refuse } from './card-verdict.ts';
import type { CardVerification, VerifyCardOptions } from './card-verdict.ts';

/**
 * The first card format: a compact JWS (ES256) over the card claims as JSON, protected header
 * `{alg, kid}` and nothing else. No longer issued (its QR code is too dense for the desk's camera,
 * see card-cose.ts), but desks accept these cards until the last one expires.
 */

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Whether `text` has the shape of a JWS card (it may still be anything but a card of ours). */
export const looksLikeJwsCard = (text: string) => text.startsWith('eyJ') && COMPACT_JWS.test(text);

/**
 * Signs claims as the first format did (no fitting to a size): what the cards still in members'
 * hands look like, for tests and tools that check the desk accepts them.
 */
export async function signJwsCard(claims: CardClaims, key: CardSigningKey): Promise<string> {
  // Copied into this realm's Uint8Array: under jsdom, TextEncoder hands back a foreign one that jose refuses.
  const payload = Uint8Array.from(new TextEncoder().encode(JSON.stringify(claims)));
  return new CompactSign(payload)
    .setProtectedHeader({ alg: CARD_ALG, kid: key.kid })
    .sign(key.privateKey);
}

function claimsIn(payloadSegment: string): CardClaims | null {
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(base64url.decode(payloadSegment)));
    const parsed = cardClaimsSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a JWS card says, its signature unchecked (the member's own app shows it offline). */
export function readJwsCard(text: string): CardContent | null {
  return claimsIn(text.split('.')[1] ?? '');
}

/**
 * Verifies signature, expiry and revocation, in that order: a forged or altered card is refused
 * before anything it claims is believed.
 */
export async function verifyJwsCard(
  token: string,
  options: VerifyCardOptions,
): Promise<CardVerification> {
  const segments = token.split('.');
  if (segments.length !== 3 || segments.some((s) => s.length === 0)) return refuse('malformed');

  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return refuse('malformed');
  }
  if (header.alg !== CARD_ALG || typeof header.kid !== 'string') return refuse('malformed');

  const jwk = options.jwks.keys.find((k) => k.kid === header.kid);
  if (!jwk) return refuse('unknown_key');

  let payload: Uint8Array;
  try {
    const key = await publicKeyFor(jwk);
    ({ payload } = await compactVerify(token, key, { algorithms: [CARD_ALG] }));
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      const claims = claimsIn(segments[1] ?? '');
      const ours =
        claims !== null && (options.issuer === undefined || claims.iss === options.issuer);
      return refuse(ours ? 'tampered' : 'forged');
    }
    return refuse('malformed');
  }

  let claims: CardClaims;
  try {
    const parsed = cardClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(payload)));
    if (!parsed.success) return refuse('malformed');
    claims = parsed.data;
  } catch {
    return refuse('malformed');
  }
  return judgeSignedCard(claimsToMember(claims), claims.exp, options);
}
