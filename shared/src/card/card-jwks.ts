import { z } from 'zod';

/** One public card key (EC P-256, ES256, signing use) as served at `/.well-known/jwks.json`. */
export const cardPublicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  kid: z.string().min(1),
  x: z.string().min(1),
  y: z.string().min(1),
  alg: z.literal('ES256'),
  use: z.literal('sig'),
});

export const jwksSchema = z.object({ keys: z.array(cardPublicJwkSchema) });

export type CardPublicJwk = z.infer<typeof cardPublicJwkSchema>;
export type Jwks = z.infer<typeof jwksSchema>;
