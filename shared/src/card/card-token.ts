import type { CardClaims, CardContent } from './card-claims.ts';
import { COMPACT_CARD_PREFIX, readCoseCard, signCoseCard, verifyCoseCard } from './card-cose.ts';
import type { CardSigningKey } from './card-cose.ts';
import { looksLikeJwsCard, readJwsCard, verifyJwsCard } from './card-jws.ts';
import { refuse } from './card-verdict.ts';
import type { CardVerification, VerifyCardOptions } from './card-verdict.ts';

/**
 * A member's card as its QR code carries it, in either format: the compact card issued now
 * (`MCS1:`, card-cose.ts) or a compact JWS issued before it (card-jws.ts), which desks accept
 * until the last one expires. Both are ES256 signatures by the keys of our JWKS, checked with
 * WebCrypto in the browser and in Node, so desk mode verifies with no network.
 */

export type CardFormat = 'compact' | 'jws';

/** Which format `text` has (surrounding whitespace ignored), or null when it is neither. */
export function cardFormatOf(text: string): CardFormat | null {
  const card = text.trim();
  if (card.startsWith(COMPACT_CARD_PREFIX)) return 'compact';
  return looksLikeJwsCard(card) ? 'jws' : null;
}

/** Signs a member's card in the format issued now, fitted to the size rule (card-fit.ts). */
export function signCard(claims: CardClaims, key: CardSigningKey): Promise<string> {
  return signCoseCard(claims, key);
}

/**
 * Verifies the key, the signature, expiry and revocation of a card in either format, with the
 * same refusals for both. Whitespace around the text is ignored: Base45 never ends in a space,
 * and a wedge scanner may add a newline.
 */
export function verifyCard(text: string, options: VerifyCardOptions): Promise<CardVerification> {
  const card = text.trim();
  switch (cardFormatOf(card)) {
    case 'compact':
      return verifyCoseCard(card, options);
    case 'jws':
      return verifyJwsCard(card, options);
    default:
      return Promise.resolve(refuse('malformed'));
  }
}

/** What a card says, its signature unchecked: for the member's own app to show offline. */
export function readCard(text: string): CardContent | null {
  const card = text.trim();
  switch (cardFormatOf(card)) {
    case 'compact':
      return readCoseCard(card);
    case 'jws':
      return readJwsCard(card);
    default:
      return null;
  }
}
