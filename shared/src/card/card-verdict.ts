import { importJWK } from 'jose';
import type { CryptoKey } from 'jose';
import { CARD_ALG } from './card-claims.ts';
import type { VerifiedCardMember } from './card-claims.ts';
import type { CardPublicJwk, Jwks } from './card-jwks.ts';

/**
 * What both card formats share at the counter: the refusals and their words, the cached public
 * keys and the revocation look-up, so a card is judged the same way whichever format it has.
 *
 * A bad signature cannot prove who made a card, so the two refusals say only what can be known.
 * `tampered`: the card names one of our keys and its content reads as one of our cards (naming our
 * issuer, when the verifier is told it), yet the signature no longer matches it, as when a date
 * was edited. `forged`: the signature fails and the content is not a card of ours. A forger who
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

export const refuse = (reason: Exclude<CardFailureReason, 'expired'>): CardVerification => ({
  ok: false,
  reason,
  message: cardFailureMessages[reason],
});

// Importing a JWK costs more than the signature check itself; a counter scans many cards.
const importedKeys = new Map<string, Promise<CryptoKey | Uint8Array>>();

export function publicKeyFor(jwk: CardPublicJwk): Promise<CryptoKey | Uint8Array> {
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
 * The checks after a good signature, the same for both formats: expiry first, then the
 * revocation list.
 */
export async function judgeSignedCard(
  member: VerifiedCardMember,
  exp: number,
  options: VerifyCardOptions,
): Promise<CardVerification> {
  const now = options.now === undefined ? Date.now() : Number(options.now);
  if (exp * 1000 <= now) {
    return { ok: false, reason: 'expired', message: expiredCardMessage(new Date(exp * 1000)) };
  }
  if (await isRevoked(options.revokedRids, member.rid)) return refuse('revoked');
  return { ok: true, member };
}
