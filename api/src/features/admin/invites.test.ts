import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { INVITE_REQUIRED } from '../auth/auth.service.ts';
import { generateInviteCode } from '../auth/admin-invites.service.ts';

let t: TestApp;
afterEach(async () => t?.close());

const newAdmin = (email: string, inviteCode: string) => ({
  name: 'New Colleague',
  email,
  phone: '9811122233',
  password: 'colleague-pass',
  inviteCode,
});

type Invite = { message: string; code: string; expiresAt: string };

describe('admin invite codes (POST /api/admin/invites)', () => {
  it('lets a colleague register once with the code an admin issued, then sign in', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.admin();
    const issued = await t.request('POST', '/api/admin/invites', undefined, headers);
    expect(issued.status).toBe(201);
    const invite = (await issued.json()) as Invite;
    expect(invite.message).toBe('Invite code created');
    expect(invite.code).toMatch(/^INV-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    const registered = await t.request(
      'POST',
      '/api/auth/admin/register',
      newAdmin('colleague@mcs.in', invite.code),
    );
    expect(registered.status).toBe(201);
    const login = await t.request('POST', '/api/auth/admin/login', {
      email: 'colleague@mcs.in',
      password: 'colleague-pass',
    });
    expect(login.status).toBe(200);

    const again = await t.request(
      'POST',
      '/api/auth/admin/register',
      newAdmin('someone-else@mcs.in', invite.code),
    );
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ message: INVITE_REQUIRED });
  });

  it('expires a code after the days asked for (seven when not said)', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    t = await makeTestApp({ deps: { now: () => now } });
    const { headers } = await t.signIn.admin();
    const standard = (await (
      await t.request('POST', '/api/admin/invites', undefined, headers)
    ).json()) as Invite;
    expect(standard.expiresAt).toBe('2026-03-08T10:00:00.000Z');
    const short = (await (
      await t.request('POST', '/api/admin/invites', { expiresInDays: 1 }, headers)
    ).json()) as Invite;
    expect(short.expiresAt).toBe('2026-03-02T10:00:00.000Z');

    now = new Date('2026-03-03T10:00:00.000Z');
    const late = await t.request(
      'POST',
      '/api/auth/admin/register',
      newAdmin('late@mcs.in', short.code),
    );
    expect(late.status).toBe(403);
    const inTime = await t.request(
      'POST',
      '/api/auth/admin/register',
      newAdmin('in-time@mcs.in', standard.code),
    );
    expect(inTime.status).toBe(201);
  });

  it('refuses a lifetime that is not 1 to 90 whole days, naming the field', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.admin();
    for (const expiresInDays of [0, 91, 1.5, '7']) {
      const res = await t.request('POST', '/api/admin/invites', { expiresInDays }, headers);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Expires in days /);
    }
  });

  it('issues codes to admins only', async () => {
    t = await makeTestApp();
    expect((await t.request('POST', '/api/admin/invites')).status).toBe(401);
    const { headers: member } = await t.signIn.member();
    const { headers: partner } = await t.signIn.partner();
    expect((await t.request('POST', '/api/admin/invites', undefined, member)).status).toBe(403);
    expect((await t.request('POST', '/api/admin/invites', undefined, partner)).status).toBe(403);
    expect(await t.db.selectFrom('admin_invites').selectAll().execute()).toEqual([]);
  });

  it('makes a different code each time', () => {
    const codes = new Set(Array.from({ length: 200 }, generateInviteCode));
    expect(codes.size).toBe(200);
  });
});
