// A partner changes their password from the dashboard through the same route as a member: the
// current password is checked, every session of the clinic's account ends, the one that made the
// change gets a new partner token, and the clinic software's API key can never do it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEW_PASSWORD_SAME,
  PASSWORD_MESSAGES,
  PASSWORD_TOO_SHORT,
  loginResponseSchema,
} from '@mcs/shared';
import type * as PasswordModule from '../../lib/password.ts';
import { createLoginLimits, TOO_MANY_ATTEMPTS } from '../../lib/rate-limit.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  BAD_CREDENTIALS,
  PASSWORD_CHANGED,
  PASSWORD_CHANGED_MEANWHILE,
  WRONG_CURRENT_PASSWORD,
} from './auth.service.ts';
import { API_KEY_NOT_ALLOWED, BAD_SESSION, PARTNER_PENDING } from './guards.service.ts';

/**
 * Runs `next` (once) when a new password is about to be hashed: after the current password was
 * checked against the stored hash, before the new one is stored. A change made there is one that
 * raced this one and won.
 */
const beforeHash = vi.hoisted(() => ({ next: undefined as (() => Promise<void>) | undefined }));
vi.mock('../../lib/password.ts', async (importOriginal) => {
  const password = await importOriginal<typeof PasswordModule>();
  return {
    ...password,
    hashPassword: async (plain: string) => {
      const next = beforeHash.next;
      beforeHash.next = undefined;
      await next?.();
      return password.hashPassword(plain);
    },
  };
});

let t: TestApp;
afterEach(async () => {
  beforeHash.next = undefined;
  await t?.close();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

const NEW_PASSWORD = 'Cauvery clinic 2026';

/** A session of the partner as the dashboard gets one: signed in with email and password. */
async function partnerSignIn(email: string, password: string): Promise<Response> {
  return t.request('POST', '/api/partners/login', { email, password });
}

async function partnerSession(email: string, password: string): Promise<string> {
  const res = await partnerSignIn(email, password);
  expect(res.status).toBe(200);
  return loginResponseSchema.parse(await res.json()).token;
}

const changePassword = (headers: Record<string, string>, body: unknown) =>
  t.request('POST', '/api/auth/change-password', body, headers);

/** A call only a signed-in approved partner may make. */
const myDiscount = (token: string) =>
  t.request('GET', '/api/partners/my-discount', undefined, bearer(token));

describe('POST /api/auth/change-password for a partner', () => {
  it('replaces the password: the old one is refused at partner sign-in, the new one opens the dashboard', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner({ email: 'desk@sunrise.in' });
    const token = await partnerSession(partner.email, partner.password);

    const res = await changePassword(bearer(token), {
      currentPassword: partner.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe(PASSWORD_CHANGED);

    const old = await partnerSignIn(partner.email, partner.password);
    expect(old.status).toBe(401);
    expect((await json(old)).message).toBe(BAD_CREDENTIALS);
    expect((await myDiscount(await partnerSession(partner.email, NEW_PASSWORD))).status).toBe(200);
  });

  it("ends the partner's other sessions and answers a new partner token for this one", async () => {
    t = await makeTestApp();
    const partner = await t.createPartner();
    const desk = await partnerSession(partner.email, partner.password);
    const backOffice = await partnerSession(partner.email, partner.password);

    const res = await changePassword(bearer(desk), {
      currentPassword: partner.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    const { token } = loginResponseSchema.parse(await res.json());

    for (const ended of [desk, backOffice]) {
      const answer = await myDiscount(ended);
      expect(answer.status).toBe(401);
      expect((await json(answer)).message).toBe(BAD_SESSION);
    }
    // The new token is the partner's own: it opens partner routes, not a member's.
    expect((await myDiscount(token)).status).toBe(200);
    expect((await t.request('GET', '/api/auth/me', undefined, bearer(token))).status).toBe(403);
  });

  it('refuses a wrong current password with 401 and the same words a member reads', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner();
    const token = await partnerSession(partner.email, partner.password);

    const res = await changePassword(bearer(token), {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: WRONG_CURRENT_PASSWORD, code: 'wrong_password' });
    // The session goes on and the password is still the old one.
    expect((await myDiscount(token)).status).toBe(200);
    expect((await partnerSignIn(partner.email, partner.password)).status).toBe(200);
  });

  it('answers 409 when another session changed the password after this one checked it', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner();
    const desk = await partnerSession(partner.email, partner.password);
    const backOffice = await partnerSession(partner.email, partner.password);
    let otherChange: Response | undefined;
    beforeHash.next = async () => {
      otherChange = await changePassword(bearer(backOffice), {
        currentPassword: partner.password,
        newPassword: 'Back office 2026',
      });
    };

    const res = await changePassword(bearer(desk), {
      currentPassword: partner.password,
      newPassword: NEW_PASSWORD,
    });
    expect(otherChange?.status).toBe(200);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(PASSWORD_CHANGED_MEANWHILE);
    // The change that won stands; the one that lost left nothing behind.
    expect((await partnerSignIn(partner.email, NEW_PASSWORD)).status).toBe(401);
    expect((await partnerSignIn(partner.email, 'Back office 2026')).status).toBe(200);
  });

  it("refuses the clinic software's API key with 403 and changes nothing", async () => {
    t = await makeTestApp();
    const { partner, headers } = await t.signIn.partner();
    const created = await t.request('POST', '/api/partners/api-keys', { name: 'PMS' }, headers);
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };

    const res = await changePassword(bearer(secret), {
      currentPassword: partner.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: API_KEY_NOT_ALLOWED, code: 'api_key_not_allowed' });
    expect((await partnerSignIn(partner.email, partner.password)).status).toBe(200);
    expect((await t.request('GET', '/api/partners/my-discount', undefined, headers)).status).toBe(
      200,
    );
  });

  it('refuses a partner whose application is not approved with 403', async () => {
    t = await makeTestApp();
    const pending = await t.createPartner({ status: 'pending' });
    const res = await changePassword(bearer(await t.tokens.partner(pending)), {
      currentPassword: pending.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe(PARTNER_PENDING);
  });

  it('refuses a weak, unchanged, missing or malformed body with 400 and its reason, never a 500', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner();
    const headers = bearer(await partnerSession(partner.email, partner.password));
    const cases: [unknown, string | RegExp][] = [
      [{ currentPassword: partner.password, newPassword: '12345' }, PASSWORD_TOO_SHORT],
      [{ currentPassword: partner.password, newPassword: 'password' }, PASSWORD_MESSAGES.common],
      [{ currentPassword: partner.password, newPassword: '       ' }, PASSWORD_MESSAGES.onlySpaces],
      [{ currentPassword: partner.password, newPassword: partner.password }, NEW_PASSWORD_SAME],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Please enter your current password.'],
      [{ currentPassword: partner.password }, /./],
      [{ currentPassword: 42, newPassword: ['x'] }, /./],
      [[], /./],
      ['not json', /./],
    ];
    for (const [body, message] of cases) {
      const res = await changePassword(headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    expect((await partnerSignIn(partner.email, partner.password)).status).toBe(200);
  });

  it('stops guesses of the current password with 429, counted apart from a member with the same id', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 3, perIp: 100 }) },
    });
    const partner = await t.createPartner();
    const member = await t.createMember();
    expect(member.id).toBe(partner.id);
    const token = await partnerSession(partner.email, partner.password);
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(bearer(token), {
        currentPassword: `guess-${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await changePassword(bearer(token), {
      currentPassword: partner.password,
      newPassword: NEW_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).message).toBe(TOO_MANY_ATTEMPTS);
    expect((await partnerSignIn(partner.email, partner.password)).status).toBe(200);

    // The member whose id is the same number has guessed nothing: their change goes through.
    const memberToken = await t.tokens.member(member);
    const own = await changePassword(bearer(memberToken), {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
    });
    expect(own.status).toBe(200);
  });
});
