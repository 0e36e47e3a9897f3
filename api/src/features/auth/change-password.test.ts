// A member enrolled by an admin is asked for a new password at the first sign-in, and changes it
// with the current one: the change ends the account's other sessions, answers a new token for the
// one that made it, and is limited like a sign-in.
import { afterEach, describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_SAME,
  PASSWORD_MESSAGES,
  PASSWORD_TOO_SHORT,
  currentMemberSchema,
  enrolMemberResponseSchema,
  loginResponseSchema,
  memberLoginResponseSchema,
} from '@mcs/shared';
import { createLoginLimits, TOO_MANY_ATTEMPTS } from '../../lib/rate-limit.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from './auth.service.ts';
import { BAD_SESSION } from './guards.service.ts';

let t: TestApp;
afterEach(async () => t?.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

const NEW_PASSWORD = 'Kaveri river 2026';

/** An admin enrols Asha (a generated one-time password); her email and that password. */
async function enrolAsha() {
  const { headers } = await t.signIn.admin();
  const res = await t.request(
    'POST',
    '/api/admin/members',
    {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      familyDetails: [],
      paymentReference: 'UPI-123456',
    },
    headers,
  );
  expect(res.status).toBe(201);
  const body = enrolMemberResponseSchema.parse(await res.json());
  return { email: 'asha@example.in', password: body.password ?? '', id: Number(body.member.id) };
}

async function signIn(email: string, password: string) {
  const res = await t.request('POST', '/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return memberLoginResponseSchema.parse(await res.json());
}

const changePassword = (token: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/auth/change-password', body, bearer(token));

const me = async (token: string) => t.request('GET', '/api/auth/me', undefined, bearer(token));

describe("a member's first sign-in after enrolment", () => {
  it('is told the password must be changed, at sign-in and by GET me, until it is', async () => {
    t = await makeTestApp();
    const asha = await enrolAsha();
    const row = await t.db
      .selectFrom('members')
      .select('must_change_password')
      .where('id', '=', asha.id)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(1);

    const first = await signIn(asha.email, asha.password);
    expect(first.mustChangePassword).toBe(true);
    const profile = currentMemberSchema.parse(await (await me(first.token)).json());
    expect(profile.mustChangePassword).toBe(true);

    const changed = await changePassword(first.token, {
      currentPassword: asha.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const { token } = loginResponseSchema.parse(await changed.json());
    expect(currentMemberSchema.parse(await (await me(token)).json()).mustChangePassword).toBe(
      false,
    );
    expect((await signIn(asha.email, NEW_PASSWORD)).mustChangePassword).toBe(false);
  });

  it('is not asked of a member whose password was never one an admin set', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    expect((await signIn(member.email, member.password)).mustChangePassword).toBe(false);
  });
});

describe('POST /api/auth/change-password', () => {
  it('replaces the password: the old one stops opening the account, the new one opens it', async () => {
    t = await makeTestApp();
    const member = await t.createMember({ email: 'ravi@example.in' });
    const { token } = await signIn(member.email, member.password);

    const res = await changePassword(token, {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe(PASSWORD_CHANGED);

    const old = await t.request('POST', '/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(old.status).toBe(401);
    expect((await signIn(member.email, NEW_PASSWORD)).token).toBeTruthy();
  });

  it("ends the account's other sessions and answers a new token for this one", async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const here = (await signIn(member.email, member.password)).token;
    const otherPhone = (await signIn(member.email, member.password)).token;

    const res = await changePassword(here, {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
    });
    const { token } = loginResponseSchema.parse(await res.json());

    for (const ended of [here, otherPhone]) {
      const answer = await me(ended);
      expect(answer.status).toBe(401);
      expect((await json(answer)).message).toBe(BAD_SESSION);
    }
    expect((await me(token)).status).toBe(200);
  });

  it('refuses a wrong current password with 401 and changes nothing', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { token } = await signIn(member.email, member.password);

    const res = await changePassword(token, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: WRONG_CURRENT_PASSWORD, code: 'wrong_password' });
    // The session goes on and the password is still the old one.
    expect((await me(token)).status).toBe(200);
    expect((await signIn(member.email, member.password)).token).toBeTruthy();
  });

  it('refuses a weak, short, unchanged or missing password with 400 and its reason', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { token } = await signIn(member.email, member.password);
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: member.password, newPassword: '12345' }, PASSWORD_TOO_SHORT],
      [{ currentPassword: member.password, newPassword: 'password' }, PASSWORD_MESSAGES.common],
      [{ currentPassword: member.password, newPassword: '       ' }, PASSWORD_MESSAGES.onlySpaces],
      [{ currentPassword: member.password, newPassword: member.password }, NEW_PASSWORD_SAME],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Please enter your current password.'],
    ];
    for (const [body, message] of cases) {
      const res = await changePassword(token, body);
      expect(res.status, message).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    expect((await signIn(member.email, member.password)).token).toBeTruthy();
  });

  it('needs a member or partner session: none is 401, an admin is 403', async () => {
    t = await makeTestApp();
    const body = { currentPassword: 'admin-pass-1', newPassword: NEW_PASSWORD };
    expect((await t.request('POST', '/api/auth/change-password', body)).status).toBe(401);
    const { headers } = await t.signIn.admin();
    expect((await t.request('POST', '/api/auth/change-password', body, headers)).status).toBe(403);
  });

  it('stops guesses of the current password with 429 after too many failures', async () => {
    t = await makeTestApp({
      deps: { loginLimits: createLoginLimits({ perAccountAtAddress: 3, perIp: 100 }) },
    });
    const member = await t.createMember();
    const { token } = await signIn(member.email, member.password);
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(token, {
        currentPassword: `guess-${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await changePassword(token, {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).message).toBe(TOO_MANY_ATTEMPTS);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Nothing changed: the password is still the one the guesses were after.
    expect((await signIn(member.email, member.password)).mustChangePassword).toBe(false);
  });
});
