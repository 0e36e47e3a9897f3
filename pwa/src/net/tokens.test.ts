// @vitest-environment node
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { readTokenClaims } from './tokens.ts';

/** What jose's decodeJwt reads from a token, null where it throws. */
function joseClaims(token: string): unknown {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

const b64u = (text: string | Uint8Array) => Buffer.from(text).toString('base64url');
const header = b64u('{"alg":"HS256","typ":"JWT"}');
const tokenOf = (payload: string) => `${header}.${payload}.c2lnbmF0dXJl`;

describe('reading a session token’s claims', () => {
  it('reads the claims of a member’s, a partner’s and an admin’s token', () => {
    for (const claims of [
      { id: 'mem_1', email: 'member@demo.mcs', role: 'member', exp: 1_900_000_000 },
      { id: 'par_1', email: 'desk@clinic.in', type: 'dentist' },
      { id: 'adm_1', email: 'admin@demo.mcs', isAdmin: true, role: 'admin' },
      { id: 'mem_2', name: 'अनन्या कृष्णन', family: [{ name: 'Ravi', relationship: 'spouse' }] },
    ]) {
      const token = tokenOf(b64u(JSON.stringify(claims)));
      expect(readTokenClaims(token)).toEqual(claims);
      expect(readTokenClaims(token)).toEqual(joseClaims(token));
    }
    // Padding, which base64url leaves out, is read as decodeJwt reads it.
    const padded = tokenOf(Buffer.from('{"id":"mem_1"}').toString('base64'));
    expect(joseClaims(padded)).toEqual({ id: 'mem_1' });
    expect(readTokenClaims(padded)).toEqual({ id: 'mem_1' });
  });

  it('refuses what decodeJwt refuses', () => {
    const object = b64u('{"id":"mem_1"}');
    for (const token of [
      '',
      'not a token',
      object,
      `${header}.${object}`,
      `${header}..sig`,
      `${header}.${object}.sig.extra`,
      `${header}.${object}.a.b.c`,
      tokenOf(b64u('{"a":"~~~???>>>"}').replaceAll('-', '+').replaceAll('_', '/')),
      tokenOf(`${object}A`), // a length no base64 has
      tokenOf(b64u('[1,2,3]')),
      tokenOf(b64u('"mem_1"')),
      tokenOf(b64u('42')),
      tokenOf(b64u('null')),
      tokenOf(b64u('{"id":')),
      tokenOf(b64u(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))), // not UTF-8
    ]) {
      expect(joseClaims(token), token).toBeNull();
      expect(readTokenClaims(token), token).toBeNull();
    }
  });

  it('agrees with decodeJwt on any token made of JSON values, bytes or characters', () => {
    const payload = fc.oneof(
      fc.jsonValue().map((value) => b64u(JSON.stringify(value) ?? 'null')),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => b64u(bytes)),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(...'AZaz09-_+/=. \n'), maxLength: 24 }),
    );
    const token = fc.oneof(
      payload.map(tokenOf),
      fc.array(payload, { maxLength: 6 }).map((parts) => parts.join('.')),
    );
    fc.assert(
      fc.property(token, (text) => {
        expect(readTokenClaims(text)).toEqual(joseClaims(text));
      }),
      { numRuns: 2000, seed: 24 },
    );
  });
});
