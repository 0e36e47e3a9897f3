// Every failed sign-in does the same work, one scrypt check, so the time an answer takes does not
// tell an unknown email from an account that cannot sign in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { DISABLED_PASSWORD, burnPasswordCheck } from './password.ts';
import type * as PasswordHasher from './password-hasher.ts';

// Every scrypt goes to the hashing threads: counted where it is sent.
const scrypt = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./password-hasher.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHasher>();
  return {
    ...original,
    createPasswordHasher: (count: number) => {
      const hasher = original.createPasswordHasher(count);
      return {
        scrypt: (...args: Parameters<typeof hasher.scrypt>) => {
          scrypt.calls += 1;
          return hasher.scrypt(...args);
        },
      };
    },
  };
});

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  // The dummy hash is made once per process; made here, it is not counted below.
  await burnPasswordCheck('warm-up');
});
afterEach(async () => t.close());

/** The partner sign-in's status and how many scrypt checks it ran. */
async function partnerSignIn(email: string) {
  scrypt.calls = 0;
  const res = await t.request('POST', '/api/partners/login', { email, password: 'guess-1' });
  return { status: res.status, checks: scrypt.calls };
}

describe('the work behind a failed sign-in', () => {
  it('runs one password check for an unknown email, a wrong password and an account that cannot sign in', async () => {
    const real = await t.createPartner();
    const listing = await t.createPartner();
    // A seeded directory listing: it has no password anyone could sign in with.
    await t.db
      .updateTable('partners')
      .set({ password_hash: DISABLED_PASSWORD })
      .where('id', '=', listing.id)
      .execute();

    const unknown = await partnerSignIn('nobody@example.in');
    expect(unknown).toEqual({ status: 401, checks: 1 });
    expect(await partnerSignIn(real.email)).toEqual(unknown);
    expect(await partnerSignIn(listing.email)).toEqual(unknown);
  });
});
