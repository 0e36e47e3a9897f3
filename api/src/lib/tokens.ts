// Session tokens: HS256 JWTs signed with jose, always with an expiry. Claims follow the spec
// (partner {id,email,type}, admin {id,email,isAdmin}, member {id,email,role}); `role` is on all
// three so the server never has to guess a token's kind from its shape.
import { SignJWT, jwtVerify } from 'jose';
import { sessionClaimsSchema } from '@mcs/shared';
import type { SessionClaims } from '@mcs/shared';

export type TokenClaims = SessionClaims;

export interface TokenSigner {
  sign(claims: TokenClaims, ttlSeconds?: number): Promise<string>;
  /** The claims of a valid, unexpired token we signed; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string, defaultTtlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, ttlSeconds = defaultTtlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.id)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        // Pinning the algorithm refuses `alg: none` and key-confusion tricks. jose checks `exp`
        // only when present: a token without one (never made here, but signed with a leaked or
        // reused secret) would open a session forever, so it is required.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        const parsed = sessionClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
