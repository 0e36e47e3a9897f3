import { SIGN_IN_WITH_ONE } from '@mcs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

describe('member sign-in (POST /api/auth/login)', () => {
  it('gives a token for the right email and password, and /me then shows the member', async () => {
    t = await makeTestApp();
    const member = await t.createMember({
      email: 'asha@example.in',
      password: 'secret-1',
      familyDetails: [{ name: 'Ravi', age: 40, gender: 'Male', relationship: 'Spouse' }],
    });
    const login = await t.request('POST', '/api/auth/login', {
      email: 'Asha@Example.in',
      password: 'secret-1',
    });
    expect(login.status).toBe(200);
    const { token, message } = await json(login);
    expect(message).toBe('Login successful');
    const me = await t.request('GET', '/api/auth/me', undefined, bearer(String(token)));
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: member.phone,
      plan: 'Annual',
      status: 'Active',
      validUntil: member.valid_until,
      membershipId: member.membership_id,
      familyMembers: 1,
      familyDetails: [{ name: 'Ravi', age: 40, gender: 'Male', relationship: 'Spouse' }],
    });
  });

  it('signs in by phone number too, typed with or without spaces, dashes or the country code', async () => {
    t = await makeTestApp();
    await t.createMember({ phone: '9845012345', password: 'secret-1' });
    for (const phone of [
      '9845012345',
      '98450 12345',
      '98450-12345',
      '+91 98450-12345',
      '0091 98450 12345',
      '098450 12345',
    ]) {
      const res = await t.request('POST', '/api/auth/login', { phone, password: 'secret-1' });
      expect(res.status, phone).toBe(200);
    }
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    t = await makeTestApp();
    await t.createMember({ email: 'known@example.in', password: 'secret-1' });
    const wrong = await t.request('POST', '/api/auth/login', {
      email: 'known@example.in',
      password: 'nope-nope',
    });
    const unknown = await t.request('POST', '/api/auth/login', {
      email: 'ghost@example.in',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it('asks for an email or phone when neither is sent', async () => {
    t = await makeTestApp();
    const res = await t.request('POST', '/api/auth/login', { password: 'x' });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Please enter your email or phone number.');
  });

  it('refuses email and phone sent together, as the document says (exactly one)', async () => {
    t = await makeTestApp();
    await t.createMember({ email: 'asha@example.in', phone: '9845012345', password: 'secret-1' });
    const both = await t.request('POST', '/api/auth/login', {
      email: 'asha@example.in',
      phone: '9845012345',
      password: 'secret-1',
    });
    expect(both.status).toBe(400);
    expect(await json(both)).toEqual({ message: SIGN_IN_WITH_ONE, code: 'validation' });
    // Each alone signs the same member in.
    for (const identifier of [{ email: 'asha@example.in' }, { phone: '9845012345' }]) {
      const res = await t.request('POST', '/api/auth/login', {
        ...identifier,
        password: 'secret-1',
      });
      expect(res.status, JSON.stringify(identifier)).toBe(200);
    }
  });

  it('shows a member whose date has passed as Expired', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.member({ validUntil: '2020-01-01T00:00:00.000Z' });
    const me = await json(await t.request('GET', '/api/auth/me', undefined, headers));
    expect(me.status).toBe('Expired');
  });
});

describe('GET /api/auth/me roles', () => {
  it('needs a member token: none 401, partner 403, admin 403, forged 401, expired 401', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const partner = await t.createPartner();
    const admin = await t.createAdmin();
    const get = (headers: Record<string, string> = {}) =>
      t.request('GET', '/api/auth/me', undefined, headers);
    expect((await get()).status).toBe(401);
    expect((await get(bearer(await t.tokens.partner(partner)))).status).toBe(403);
    expect((await get(bearer(await t.tokens.admin(admin)))).status).toBe(403);
    const good = await t.tokens.member(member);
    const forged = `${good.slice(0, -4)}AAAA`;
    expect((await get(bearer(forged))).status).toBe(401);
    expect((await get(bearer(await t.tokens.member(member, -60)))).status).toBe(401);
    expect((await get(bearer('not.a.jwt'))).status).toBe(401);
    expect((await get(bearer(good))).status).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    t = await makeTestApp();
    const other = await makeTestApp();
    try {
      const member = await t.createMember();
      const foreign = await other.tokens.member(member);
      expect((await t.request('GET', '/api/auth/me', undefined, bearer(foreign))).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('refuses the token of a member who has since been deleted', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member();
    await t.db.deleteFrom('members').where('id', '=', member.id).execute();
    expect((await t.request('GET', '/api/auth/me', undefined, headers)).status).toBe(401);
  });
});

describe('admin sign-in and registration', () => {
  it('lets an admin sign in and get a token that carries isAdmin', async () => {
    t = await makeTestApp();
    await t.createAdmin({ email: 'boss@example.in', password: 'admin-pass' });
    const res = await t.request('POST', '/api/auth/admin/login', {
      email: 'boss@example.in',
      password: 'admin-pass',
    });
    expect(res.status).toBe(200);
    const { token } = await json(res);
    const payload = JSON.parse(
      Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString(),
    ) as Json;
    expect(payload).toMatchObject({ email: 'boss@example.in', isAdmin: true, role: 'admin' });
    expect(payload.exp).toEqual(expect.any(Number));
  });

  it('answers a wrong admin password with 401 and no hint', async () => {
    t = await makeTestApp();
    await t.createAdmin({ email: 'boss@example.in' });
    const res = await t.request('POST', '/api/auth/admin/login', {
      email: 'boss@example.in',
      password: 'wrong-one',
    });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe('Invalid email or password.');
  });

  const registration = {
    name: 'New Admin',
    email: 'new@example.in',
    phone: '9800011111',
    password: 'strong-pass',
  };

  it('refuses registration without a valid invite code (403)', async () => {
    t = await makeTestApp({ env: { adminInviteCode: 'LET-ME-IN' } });
    const none = await t.request('POST', '/api/auth/admin/register', registration);
    const wrong = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      inviteCode: 'guess',
    });
    expect(none.status).toBe(403);
    expect(wrong.status).toBe(403);
    expect((await json(none)).message).toBe(
      'A valid admin invite code is required to register as an admin.',
    );
  });

  it('registers an admin with the configured invite code, who can then sign in', async () => {
    t = await makeTestApp({ env: { adminInviteCode: 'LET-ME-IN' } });
    const res = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      inviteCode: 'LET-ME-IN',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      token: expect.any(String),
      message: 'Admin registered successfully',
    });
    const login = await t.request('POST', '/api/auth/admin/login', {
      email: 'new@example.in',
      password: 'strong-pass',
    });
    expect(login.status).toBe(200);
    const again = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      inviteCode: 'LET-ME-IN',
    });
    expect(again.status).toBe(409);
  });

  it('accepts an issued invite code once only', async () => {
    t = await makeTestApp();
    await t.db
      .insertInto('admin_invites')
      .values({
        code: 'ONE-TIME',
        created_by: null,
        used_by: null,
        used_at: null,
        expires_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const first = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      inviteCode: 'ONE-TIME',
    });
    expect(first.status).toBe(201);
    const second = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      email: 'other@example.in',
      inviteCode: 'ONE-TIME',
    });
    expect(second.status).toBe(403);
  });

  it('accepts DEMO-INVITE only in demo mode', async () => {
    t = await makeTestApp();
    const off = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      inviteCode: 'DEMO-INVITE',
    });
    expect(off.status).toBe(403);
    await t.close();
    t = await makeTestApp({ env: { demo: true } });
    const on = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      inviteCode: 'DEMO-INVITE',
    });
    expect(on.status).toBe(201);
  });

  it("enforces the spec's password minimum with its message", async () => {
    t = await makeTestApp({ env: { adminInviteCode: 'LET-ME-IN' } });
    const res = await t.request('POST', '/api/auth/admin/register', {
      ...registration,
      password: '12345',
      inviteCode: 'LET-ME-IN',
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Password must be at least 6 characters long');
  });
});
