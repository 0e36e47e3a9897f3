// Sessions end when they should: each account has a session
// generation, carried in its tokens and checked on every request, raised by a logout and by a
// card revocation.
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_SESSION } from './guards.service.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { LOGGED_OUT, logout } from './auth.service.ts';

let t: TestApp;
afterEach(async () => t?.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

async function tokenOf(path: string, body: Record<string, string>): Promise<string> {
  const res = await t.request('POST', path, body);
  expect(res.status).toBe(200);
  return String((await json(res)).token);
}

async function expectSessionEnded(res: Response) {
  expect(res.status).toBe(401);
  expect((await json(res)).message).toBe(BAD_SESSION);
}

describe('logout ends the sessions issued before it', () => {
  it("refuses a member's old token with 401 after logout; one issued afterwards works", async () => {
    t = await makeTestApp();
    const member = await t.createMember({ email: 'asha@example.in' });
    const login = { email: member.email, password: member.password };
    const before = await tokenOf('/api/auth/login', login);
    const other = await tokenOf('/api/auth/login', login);
    expect((await t.request('GET', '/api/auth/me', undefined, bearer(before))).status).toBe(200);

    expect(await logout(t.deps, { role: 'member', id: member.id, email: member.email })).toEqual({
      message: LOGGED_OUT,
    });

    // Every device's session ends, not only the one that logged out.
    for (const old of [before, other])
      await expectSessionEnded(await t.request('GET', '/api/auth/me', undefined, bearer(old)));
    const after = await tokenOf('/api/auth/login', login);
    expect((await t.request('GET', '/api/auth/me', undefined, bearer(after))).status).toBe(200);
  });

  it('does not send a partner back down the directory feed when it only logs out', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner();
    const feed = async () =>
      ((await json(await t.request('GET', '/api/sync/directory?since=0'))).partners as unknown[])
        .length;
    const cursorOf = async () =>
      String((await json(await t.request('GET', '/api/sync/directory?since=0'))).cursor);
    expect(await feed()).toBe(1);
    const cursor = await cursorOf();

    await logout(t.deps, { role: 'partner', id: partner.id, email: partner.email, type: 'doctor' });

    const after = await json(await t.request('GET', `/api/sync/directory?since=${cursor}`));
    expect(after.partners).toEqual([]);
  });

  it('ends partner and admin sessions the same way', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner();
    const admin = await t.createAdmin();
    const partnerLogin = { email: partner.email, password: partner.password };
    const adminLogin = { email: admin.email, password: admin.password };
    const partnerToken = await tokenOf('/api/partners/login', partnerLogin);
    const adminToken = await tokenOf('/api/auth/admin/login', adminLogin);
    const partnerCall = (token: string) =>
      t.request('GET', '/api/partners/partner-visits', undefined, bearer(token));
    const adminCall = (token: string) =>
      t.request('GET', '/api/partners/stats', undefined, bearer(token));
    expect((await partnerCall(partnerToken)).status).toBe(200);
    expect((await adminCall(adminToken)).status).toBe(200);

    await logout(t.deps, {
      role: 'partner',
      id: partner.id,
      email: partner.email,
      type: partner.type,
    });
    await logout(t.deps, { role: 'admin', id: admin.id, email: admin.email });

    await expectSessionEnded(await partnerCall(partnerToken));
    await expectSessionEnded(await adminCall(adminToken));
    expect((await partnerCall(await tokenOf('/api/partners/login', partnerLogin))).status).toBe(
      200,
    );
    expect((await adminCall(await tokenOf('/api/auth/admin/login', adminLogin))).status).toBe(200);
  });

  it('one account logging out leaves other accounts signed in', async () => {
    t = await makeTestApp();
    const a = await t.signIn.member();
    const b = await t.signIn.member();
    await logout(t.deps, { role: 'member', id: a.member.id, email: a.member.email });
    expect((await t.request('GET', '/api/auth/me', undefined, a.headers)).status).toBe(401);
    expect((await t.request('GET', '/api/auth/me', undefined, b.headers)).status).toBe(200);
  });

  it('keeps tokens issued before session generations (no generation in them) working until a bump', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    // Exactly what servers signed before generations existed: no `gen` claim.
    const headers = bearer(
      await t.deps.tokens.sign({ role: 'member', id: String(member.id), email: member.email }),
    );
    expect((await t.request('GET', '/api/auth/me', undefined, headers)).status).toBe(200);
    await logout(t.deps, { role: 'member', id: member.id, email: member.email });
    await expectSessionEnded(await t.request('GET', '/api/auth/me', undefined, headers));
  });
});

describe('POST /api/auth/logout', () => {
  it('signs out whoever calls it with a valid token, and refuses a call without one', async () => {
    t = await makeTestApp();
    const logoutCall = (headers?: Record<string, string>) =>
      t.request('POST', '/api/auth/logout', undefined, headers);
    for (const { headers } of [
      await t.signIn.member(),
      await t.signIn.partner(),
      await t.signIn.admin(),
    ]) {
      const res = await logoutCall(headers);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ message: LOGGED_OUT });
      await expectSessionEnded(await logoutCall(headers));
    }
    expect((await logoutCall()).status).toBe(401);
  });
});

describe('revoking a card ends the sessions of the phone it was on', () => {
  it("stops the lost phone's token from fetching a fresh card; the member signs in again", async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const login = { email: member.email, password: member.password };
    const lostPhone = bearer(await tokenOf('/api/auth/login', login));
    const first = await t.request('GET', '/api/members/me/card', undefined, lostPhone);
    expect(first.status).toBe(200);
    const admin = await t.signIn.admin();

    const revoke = await t.request(
      'POST',
      `/api/admin/cards/${member.membership_id}/revoke`,
      { reason: 'lost phone' },
      admin.headers,
    );
    expect(revoke.status).toBe(200);

    await expectSessionEnded(await t.request('GET', '/api/members/me/card', undefined, lostPhone));
    const newPhone = bearer(await tokenOf('/api/auth/login', login));
    const fresh = await t.request('GET', '/api/members/me/card', undefined, newPhone);
    expect(fresh.status).toBe(200);
    expect((await json(fresh)).jws).not.toBe((await json(first)).jws);
  });
});
