export * from './card-claims.ts';
export * from './card-fit.ts';
export * from './card-jwks.ts';
export * from './card-keys.ts';
export * from './card-token.ts';
export * from './card-verdict.ts';
export * from './card-revoke.ts';
export { COMPACT_CARD_BYTES_MAX, COMPACT_CARD_PREFIX } from './card-cose.ts';
export type { CardSigningKey } from './card-cose.ts';
