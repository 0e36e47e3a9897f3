// The audit log is complete: every route through which an admin changes something, takes data out
// (CSV exports) or comes and goes (sign-in, registration, sign-out) is called as the role matrix
// calls it, and each leaves its entry. The routes come from the app's declarations, so a write
// route added later fails here until it records its action or says why it records none.
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditAction } from '@mcs/shared';
import { appRoutes, routeKey } from '../../test/declared-routes.ts';
import type { DeclaredRoute } from '../../test/declared-routes.ts';
import { SAMPLES, makeWorld } from '../../test/matrix-samples.ts';
import type { World } from '../../test/matrix-samples.ts';
import { bearer } from '../../test/test-app.ts';

const ROUTES = await appRoutes();

/** What each admin route records. */
const RECORDS: Record<string, AuditAction> = {
  'POST /api/auth/admin/login': 'admin.sign-in',
  'POST /api/auth/admin/register': 'admin.register',
  'POST /api/auth/logout': 'admin.sign-out',
  'POST /api/partners/applications/:id/approve': 'partner.approve',
  'POST /api/partners/applications/:id/reject': 'partner.reject',
  'DELETE /api/partners/partners/:id': 'partner.delete',
  'DELETE /api/partners/users/:id': 'member.delete',
  'POST /api/admin/members': 'member.enrol',
  'POST /api/admin/members/:id/end-membership': 'member.end',
  'POST /api/admin/invites': 'invite.issue',
  'POST /api/admin/cards/:membershipId/revoke': 'card.revoke',
  'PUT /api/contact/queries/:id/status': 'query.status',
  'GET /api/admin/export/:kind': 'export.download',
  'POST /api/admin/renewals/:id/confirm': 'renewal.confirm',
  'POST /api/admin/renewals/:id/refuse': 'renewal.refuse',
  'POST /api/admin/renewals/:id/refund': 'renewal.refund',
};

/** Admin routes that write nothing an admin decided, with the reason. */
const RECORDS_NOTHING: Record<string, string> = {
  'POST /api/partners/verify': "a look-up of a card's live status; it changes nothing",
};

const ADMIN_ACCESS = new Set(['admin', 'partner-or-admin', 'signed-in']);

/** Routes an admin writes through: any non-GET an admin may call, admin sign-in and sign-up, exports. */
function isAdminWrite(route: DeclaredRoute): boolean {
  if (route.path.startsWith('/api/auth/admin/')) return true;
  if (route.method === 'get') return route.auth === 'admin' && route.path.includes('/export/');
  return ADMIN_ACCESS.has(route.auth);
}

const ADMIN_WRITES = ROUTES.filter(isAdminWrite);

let world: World | undefined;
afterEach(async () => {
  await world?.t.close();
  world = undefined;
});

async function auditActions(w: World): Promise<string[]> {
  const rows = await w.t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
  return rows.map((r) => r.action);
}

/** What a route needs first: a card to revoke is one the member has opened. */
async function prepare(w: World, key: string): Promise<void> {
  if (key !== 'POST /api/admin/cards/:membershipId/revoke') return;
  const card = await w.t.request(
    'GET',
    '/api/members/me/card',
    undefined,
    bearer(await w.t.tokens.member(w.member)),
  );
  expect(card.status).toBe(200);
}

async function callAsAdmin(w: World, route: DeclaredRoute): Promise<Response> {
  const sample = await SAMPLES[routeKey(route)]!(w);
  const headers: Record<string, string> = { ...w.headers.admin };
  let body: FormData | string | undefined;
  if (sample.form) body = sample.form;
  else if (sample.json !== undefined) {
    body = JSON.stringify(sample.json);
    headers['content-type'] = 'application/json';
  }
  return w.t.app.request(sample.path, { method: route.method.toUpperCase(), headers, body });
}

describe('the audit log covers every admin write and sign-in', () => {
  it('knows what each admin write route records, or why it records nothing', () => {
    const keys = ADMIN_WRITES.map(routeKey);
    expect(keys.filter((key) => !(key in RECORDS) && !(key in RECORDS_NOTHING))).toEqual([]);
    // Each expectation names a route the app still has.
    expect(Object.keys(RECORDS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(ADMIN_WRITES.filter((r) => routeKey(r) in RECORDS).map((r) => [routeKey(r), r] as const))(
    '%s leaves one entry',
    async (key, route) => {
      world = await makeWorld();
      await prepare(world, key);
      const before = await auditActions(world);
      const res = await callAsAdmin(world, route);
      expect(res.status, await res.clone().text()).toBe(route.successStatus);
      // An export's entry is written before its file is read to the end.
      await res.arrayBuffer();
      expect((await auditActions(world)).slice(before.length)).toEqual([RECORDS[key]]);
    },
  );

  it('names the admin who signed in, and registered by invite', async () => {
    world = await makeWorld();
    const { t } = world;
    const admin = await t.createAdmin({ name: 'Meera Nair', email: 'meera@mcs.test' });
    const login = await t.request('POST', '/api/auth/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(login.status).toBe(200);
    const invite = await t.request('POST', '/api/admin/invites', undefined, world.headers.admin);
    const { code } = (await invite.json()) as { code: string };
    const register = await t.request('POST', '/api/auth/admin/register', {
      name: 'Arjun Das',
      email: 'arjun@mcs.test',
      phone: '9000000001',
      password: 'secret-pass',
      inviteCode: code,
    });
    expect(register.status).toBe(201);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['admin_email', 'action', 'target_type', 'target_label', 'detail'])
      .where('action', 'in', ['admin.sign-in', 'admin.register'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        admin_email: 'meera@mcs.test',
        action: 'admin.sign-in',
        target_type: 'admin',
        target_label: 'Meera Nair <meera@mcs.test>',
        detail: null,
      },
      {
        admin_email: 'arjun@mcs.test',
        action: 'admin.register',
        target_type: 'admin',
        target_label: 'Arjun Das <arjun@mcs.test>',
        detail: `Invite code ${code.split('-').slice(0, 2).join('-')}-…`,
      },
    ]);
    // The code that opened the account is never written whole.
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('records nothing for a failed sign-in, a member signing out, or a refused export', async () => {
    world = await makeWorld();
    const { t } = world;
    const admin = await t.createAdmin();
    const wrong = await t.request('POST', '/api/auth/admin/login', {
      email: admin.email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    const memberOut = await t.request('POST', '/api/auth/logout', undefined, world.headers.member);
    expect(memberOut.status).toBe(200);
    const badKind = await t.request(
      'GET',
      '/api/admin/export/payments',
      undefined,
      world.headers.admin,
    );
    expect(badKind.status).toBe(400);
    expect(await auditActions(world)).toEqual([]);
  });
});
