import { base64url, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import { CARD_ALG } from './card-claims.ts';
import type { CardPublicJwk } from './card-jwks.ts';

/** A card signing key pair as JWKs, so it can be stored as JSON and served as a JWKS. */
export interface CardKeyPair {
  kid: string;
  privateJwk: JWK;
  publicJwk: CardPublicJwk;
}

/** The public half of a P-256 JWK, shaped for `/.well-known/jwks.json`. */
export function toPublicCardJwk(jwk: JWK, kid: string): CardPublicJwk {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) {
    throw new Error('A card key must be an EC P-256 key');
  }
  return { kty: 'EC', crv: 'P-256', kid, x: jwk.x, y: jwk.y, alg: CARD_ALG, use: 'sig' };
}

/** Generates a fresh ES256 key; its kid is a short JWK thumbprint (stable, and small in the QR). */
export async function generateCardKey(): Promise<CardKeyPair> {
  const { privateKey } = await generateKeyPair(CARD_ALG, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = (await calculateJwkThumbprint(privateJwk)).slice(0, 12);
  return {
    kid,
    privateJwk: { ...privateJwk, kid, alg: CARD_ALG },
    publicJwk: toPublicCardJwk(privateJwk, kid),
  };
}

/** A random card id (`rid`): 12 random bytes, 16 characters. */
export function newCardRid(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(12)));
}
