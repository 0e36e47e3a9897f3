import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 's'.repeat(32);
const claims = { id: '7', email: 'desk@clinic.in', type: 'doctor', role: 'partner' } as const;
const key = new TextEncoder().encode(SECRET);

describe('session tokens', () => {
  it('accepts a token it signed, which always carries an expiry', async () => {
    const signer = createTokenSigner(SECRET, 3600);
    expect(await signer.verify(await signer.sign(claims))).toMatchObject(claims);
  });

  it('refuses a correctly signed token that has no expiry', async () => {
    const signer = createTokenSigner(SECRET, 3600);
    const forever = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.id)
      .setIssuedAt()
      .sign(key);
    const expiring = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);

    expect(await signer.verify(forever)).toBeNull();
    // The same token with an expiry passes: only the missing `exp` was refused.
    expect(await signer.verify(expiring)).toMatchObject(claims);
  });

  it('refuses an expired token', async () => {
    const signer = createTokenSigner(SECRET, 3600);
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(await signer.verify(expired)).toBeNull();
  });
});
