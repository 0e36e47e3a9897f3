import { afterEach, describe, expect, it } from 'vitest';
import { declaredRoutes, routeKey } from '../../test/declared-routes.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface Created {
  key: { id: string; name: string; display: string; lastUsedAt: string | null };
  secret: string;
}

async function partnerWithKey() {
  t = await makeTestApp();
  const { partner, headers } = await t.signIn.partner();
  const res = await t.request('POST', '/api/partners/api-keys', { name: 'Clinic PMS' }, headers);
  expect(res.status).toBe(201);
  const created = (await res.json()) as Created;
  return { t, partner, headers, created, key: bearer(created.secret) };
}

describe('partner API keys', () => {
  it('creates a named key shown once, lists it without its secret, and stores only a hash', async () => {
    const { t, headers, created } = await partnerWithKey();
    expect(created.secret).toMatch(/^mcs_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.name).toBe('Clinic PMS');
    expect(created.key.display).toBe(`${created.secret.slice(0, 16)}…`);

    const list = await (
      await t.request('GET', '/api/partners/api-keys', undefined, headers)
    ).text();
    expect(list).toContain('Clinic PMS');
    expect(list).not.toContain(created.secret.slice(17));

    const rows = await t.db.selectFrom('partner_api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(17));
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets the key verify a card, record, list and void visits', async () => {
    const { t, key } = await partnerWithKey();
    const member = await t.createMember();
    const verified = await t.request(
      'POST',
      '/api/partners/verify',
      { membershipId: member.membership_id },
      key,
    );
    expect(verified.status).toBe(200);
    const recorded = await t.recordVisit(key, { membershipId: member.membership_id });
    expect(recorded.status).toBe(201);
    const { visit } = (await recorded.json()) as { visit: { id: string } };
    const list = await t.request('GET', '/api/partners/partner-visits', undefined, key);
    expect(((await list.json()) as { visits: unknown[] }).visits).toHaveLength(1);
    const voided = await t.request(
      'POST',
      `/api/partners/visits/${visit.id}/void`,
      { reason: 'Recorded twice' },
      key,
    );
    expect(voided.status).toBe(200);
    const [row] = await t.db.selectFrom('partner_api_keys').select('last_used_at').execute();
    expect(row!.last_used_at).not.toBeNull();
  });

  it('cannot manage keys, change the discount or read the figures', async () => {
    const { t, key, created } = await partnerWithKey();
    const attempts = [
      await t.request('POST', '/api/partners/api-keys', { name: 'Another' }, key),
      await t.request('GET', '/api/partners/api-keys', undefined, key),
      await t.request('POST', `/api/partners/api-keys/${created.key.id}/revoke`, undefined, key),
      await t.request('PUT', '/api/partners/my-discount', { standardDiscount: 50 }, key),
      await t.request('GET', '/api/partners/partner-stats', undefined, key),
      await t.request('POST', '/api/auth/logout', undefined, key),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'api_key_not_allowed' });
    }
    expect(await t.db.selectFrom('partner_api_keys').selectAll().execute()).toHaveLength(1);
  });

  it('is accepted only where the document lists the apiKey scheme', async () => {
    const { t } = await partnerWithKey();
    const keyed = t.app.openAPIRegistry.definitions.flatMap((d) =>
      d.type === 'route' && (d.route as { 'x-api-key'?: boolean })['x-api-key'] === true
        ? [`${d.route.method.toUpperCase()} ${d.route.path.replace(/\{(\w+)\}/g, ':$1')}`]
        : [],
    );
    expect(keyed.sort()).toEqual([
      'GET /api/partners/partner-visits',
      'GET /api/partners/partner-visits.csv',
      'POST /api/partners/verify',
      'POST /api/partners/visit',
      'POST /api/partners/visits/:id/void',
    ]);
    expect(declaredRoutes(t.app).map(routeKey)).toEqual(expect.arrayContaining(keyed));
    const document = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      components: { securitySchemes: Record<string, { scheme: string }> };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.components.securitySchemes).toHaveProperty('apiKey');
    expect(document.components.securitySchemes).toHaveProperty('bearer');
    expect(document.paths['/api/partners/visit']!.post!.security).toEqual([
      { bearer: [] },
      { apiKey: [] },
    ]);
    expect(document.paths['/api/partners/api-keys']!.post!.security).toEqual([{ bearer: [] }]);
  });

  it('refuses a revoked key at once with 401, and audits creating and revoking', async () => {
    const { t, headers, key, created } = await partnerWithKey();
    expect((await t.request('GET', '/api/partners/partner-visits', undefined, key)).status).toBe(
      200,
    );
    const revoked = await t.request(
      'POST',
      `/api/partners/api-keys/${created.key.id}/revoke`,
      undefined,
      headers,
    );
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { revokedAt: string | null }).revokedAt).not.toBeNull();
    const after = await t.request('GET', '/api/partners/partner-visits', undefined, key);
    expect(after.status).toBe(401);
    const again = await t.request(
      'POST',
      `/api/partners/api-keys/${created.key.id}/revoke`,
      undefined,
      headers,
    );
    expect(again.status).toBe(409);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_role', 'target_id'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'api-key.create', actor_role: 'partner', target_id: created.key.id },
      { action: 'api-key.revoke', actor_role: 'partner', target_id: created.key.id },
    ]);
  });

  it('refuses a forged key and one with the right id but the wrong secret', async () => {
    const { t, created } = await partnerWithKey();
    const wrongSecret = `${created.secret.slice(0, 17)}${'A'.repeat(43)}`;
    for (const secret of ['mcs_nothing', wrongSecret]) {
      const res = await t.request('GET', '/api/partners/partner-visits', undefined, bearer(secret));
      expect(res.status).toBe(401);
    }
  });

  it("keeps working after the person's Logout, which ends the sessions", async () => {
    const { t, headers, key } = await partnerWithKey();
    expect((await t.request('POST', '/api/auth/logout', undefined, headers)).status).toBe(200);
    expect((await t.request('GET', '/api/partners/api-keys', undefined, headers)).status).toBe(401);
    expect((await t.request('GET', '/api/partners/partner-visits', undefined, key)).status).toBe(
      200,
    );
  });

  it("does not let a partner revoke another partner's key", async () => {
    const { t, created } = await partnerWithKey();
    const other = await t.signIn.partner();
    const res = await t.request(
      'POST',
      `/api/partners/api-keys/${created.key.id}/revoke`,
      undefined,
      other.headers,
    );
    expect(res.status).toBe(404);
  });

  it('stops a key when its partner is no longer approved', async () => {
    const { t, partner, key } = await partnerWithKey();
    await t.db
      .updateTable('partners')
      .set({ status: 'rejected' })
      .where('id', '=', partner.id)
      .execute();
    const res = await t.request('GET', '/api/partners/partner-visits', undefined, key);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'not_approved' });
  });

  it("counts a key's membership checks with the desk's own", async () => {
    t = await makeTestApp({ env: {}, deps: {} });
    const { headers } = await t.signIn.partner();
    const created = (await (
      await t.request('POST', '/api/partners/api-keys', { name: 'PMS' }, headers)
    ).json()) as Created;
    const key = bearer(created.secret);
    const member = await t.createMember();
    const check = (h: Record<string, string>) =>
      t!.request('POST', '/api/partners/verify', { membershipId: member.membership_id }, h);
    await check(headers);
    await check(key);
    const counters = await t.db
      .selectFrom('rate_limit_counters')
      .select(['limit_name', 'subject', 'hits'])
      .where('limit_name', 'like', 'membership-checks%')
      .execute();
    expect(counters.map((c) => Number(c.hits))).toEqual([2, 2]);
  });
});
