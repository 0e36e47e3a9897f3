// Password hashing waits in one bounded line, so a flood of sign-ins cannot take the whole thread
// pool from every other request: past the line, a sign-in is told to come back, at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import {
  PASSWORD_CHECKS_BUSY,
  PASSWORD_HASHES_AT_ONCE,
  PASSWORD_HASHES_WAITING,
  passwordHashing,
} from './password.ts';
import { createLoginLimits } from './rate-limit.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the password-hashing line', () => {
  it('answers a sign-in 503 with Retry-After when the line is full, and counts nothing against the account', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 1 }) },
    });
    await t.createMember({ email: 'asha@example.in', password: 'secret-1' });
    const signIn = () =>
      t!.request('POST', '/api/auth/login', { email: 'asha@example.in', password: 'secret-1' });

    // Hashes already running and waiting, held until the test lets them go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const flood = Array.from({ length: PASSWORD_HASHES_AT_ONCE + PASSWORD_HASHES_WAITING }, () =>
      passwordHashing.run(() => held),
    );
    try {
      expect(passwordHashing.load).toEqual({
        running: PASSWORD_HASHES_AT_ONCE,
        waiting: PASSWORD_HASHES_WAITING,
      });
      const refused = await signIn();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toEqual({ code: 'busy', message: PASSWORD_CHECKS_BUSY });
    } finally {
      release();
      await Promise.all(flood);
    }

    // The refusal was no failed attempt: the one attempt this address has left still opens it.
    expect((await signIn()).status).toBe(200);
  });

  it('refuses a sign-in while the line is full before looking up or counting anything', async () => {
    t = await makeTestApp();
    const queries = vi.spyOn(t.db.getExecutor(), 'executeQuery');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const flood = Array.from({ length: PASSWORD_HASHES_AT_ONCE + PASSWORD_HASHES_WAITING }, () =>
      passwordHashing.run(() => held),
    );
    try {
      queries.mockClear();
      const refused = await t.request('POST', '/api/partners/login', {
        email: 'someone@example.in',
        password: 'guess-1',
      });
      expect(refused.status).toBe(503);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      release();
      await Promise.all(flood);
      queries.mockRestore();
    }
  });
});
