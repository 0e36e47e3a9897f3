export * from './card-claims.ts';
export * from './card-fit.ts';
export * from './card-jwks.ts';
export * from './card-keys.ts';
export * from './card-token.ts';
export * from './card-revoke.ts';
