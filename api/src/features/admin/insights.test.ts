import { afterEach, describe, expect, it } from 'vitest';
import { INSIGHTS_DAYS, INSIGHTS_MONTHS, adminInsightsSchema } from '@mcs/shared';
import type { AdminPrincipal } from '../../lib/principal.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertVisit } from '../../test/activity-fixtures.ts';
import { adminInsights } from './insights.service.ts';

let t: TestApp;
afterEach(async () => t?.close());

// 10:00 on 15 November 2026 in India.
const NOW = new Date('2026-11-15T04:30:00.000Z');

async function setUp() {
  t = await makeTestApp({ deps: { now: () => NOW } });
  const admin = await t.createAdmin();
  const principal: AdminPrincipal = { role: 'admin', id: admin.id, email: admin.email };
  return principal;
}

async function visitAt(at: string) {
  const partner = await t.createPartner();
  const member = await t.createMember();
  await insertVisit(t, { partner, member }, at);
}

describe('admin insights', () => {
  it('gives 30 India days ending today and 12 months ending this month, empty ones included', async () => {
    const admin = await setUp();
    const insights = adminInsightsSchema.parse(await adminInsights(t.deps, admin));
    expect(insights.daily).toHaveLength(INSIGHTS_DAYS);
    expect(insights.daily[0]!.date).toBe('2026-10-17');
    expect(insights.daily.at(-1)).toEqual({ date: '2026-11-15', visits: 0, savings: 0 });
    expect(insights.enrolmentsByMonth).toHaveLength(INSIGHTS_MONTHS);
    expect(insights.enrolmentsByMonth[0]!.month).toBe('2025-12');
    expect(insights.enrolmentsByMonth.at(-1)!.month).toBe('2026-11');
  });

  it('counts visits and savings per India calendar day, not per UTC day', async () => {
    const admin = await setUp();
    await visitAt('2026-11-14T18:29:00.000Z'); // 23:59 on 14 Nov in India
    await visitAt('2026-11-14T18:31:00.000Z'); // 00:01 on 15 Nov in India
    await visitAt('2026-11-15T04:00:00.000Z'); // 09:30 on 15 Nov
    await visitAt('2026-10-16T18:00:00.000Z'); // 16 Oct in India: before the window
    const { daily } = await adminInsights(t.deps, admin);
    const day = (date: string) => daily.find((d) => d.date === date);
    expect(day('2026-11-15')).toEqual({ date: '2026-11-15', visits: 2, savings: 300 });
    expect(day('2026-11-14')).toEqual({ date: '2026-11-14', visits: 1, savings: 150 });
    expect(daily.reduce((sum, d) => sum + d.visits, 0)).toBe(3);
  });

  it('leaves out a visit its partner voided', async () => {
    const admin = await setUp();
    await visitAt('2026-11-15T04:00:00.000Z');
    await visitAt('2026-11-15T04:10:00.000Z');
    const latest = await t.db
      .selectFrom('visits')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('visits')
      .set({ voided_at: '2026-11-15T04:20:00.000Z', void_reason: 'Wrong member' })
      .where('id', '=', latest.id)
      .execute();
    const { daily } = await adminInsights(t.deps, admin);
    expect(daily.find((d) => d.date === '2026-11-15')).toEqual({
      date: '2026-11-15',
      visits: 1,
      savings: 150,
    });
  });

  it('counts listed partners by type (every type shown) and by state, most first', async () => {
    const admin = await setUp();
    await t.createPartner({ type: 'dentist', state: 'Kerala' });
    await t.createPartner({ type: 'dentist', state: 'Goa' });
    await t.createPartner({ type: 'pharmacy', state: 'Kerala' });
    await t.createPartner({ type: 'doctor', state: 'Kerala', status: 'pending' });
    const insights = await adminInsights(t.deps, admin);
    expect(insights.partnersByType).toEqual([
      { type: 'doctor', count: 0 },
      { type: 'dentist', count: 2 },
      { type: 'diagnostic', count: 0 },
      { type: 'pharmacy', count: 1 },
    ]);
    expect(insights.partnersByState).toEqual([
      { state: 'Kerala', count: 2 },
      { state: 'Goa', count: 1 },
    ]);
  });

  it('counts enrolments per India calendar month', async () => {
    const admin = await setUp();
    await t.createMember({ createdAt: '2026-10-31T19:00:00.000Z' }); // 1 Nov, 00:30 in India
    await t.createMember({ createdAt: '2026-11-10T10:00:00.000Z' });
    await t.createMember({ createdAt: '2026-10-05T10:00:00.000Z' });
    await t.createMember({ createdAt: '2025-11-20T10:00:00.000Z' }); // 12 months back: outside
    const { enrolmentsByMonth } = await adminInsights(t.deps, admin);
    expect(enrolmentsByMonth.at(-1)).toEqual({ month: '2026-11', count: 2 });
    expect(enrolmentsByMonth.at(-2)).toEqual({ month: '2026-10', count: 1 });
    expect(enrolmentsByMonth.reduce((sum, m) => sum + m.count, 0)).toBe(3);
  });

  it('is for admins only', async () => {
    await setUp();
    const member = await t.createMember();
    await expect(
      adminInsights(t.deps, { role: 'member', id: member.id, email: member.email }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET api/admin/insights and api/admin/export/{kind}', () => {
  it('answers the insights to an admin and refuses anyone else', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const { headers } = await t.signIn.admin();
    const res = await t.request('GET', '/api/admin/insights', undefined, headers);
    expect(res.status).toBe(200);
    expect(adminInsightsSchema.parse(await res.json()).daily).toHaveLength(INSIGHTS_DAYS);
    expect((await t.request('GET', '/api/admin/insights')).status).toBe(401);
    const member = await t.signIn.member();
    expect((await t.request('GET', '/api/admin/insights', undefined, member.headers)).status).toBe(
      403,
    );
  });

  it('sends a CSV file named for its kind and date, with the search applied', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const { headers } = await t.signIn.admin();
    await t.createMember({ name: 'Asha Rao' });
    await t.createMember({ name: 'Ravi Kumar' });
    const res = await t.request('GET', '/api/admin/export/members?search=ravi', undefined, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="mcs-members-2026-11-15.csv"',
    );
    const lines = (await res.text()).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ravi Kumar');
  });

  it('answers 400, not 500, to an unknown export kind', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.admin();
    const res = await t.request('GET', '/api/admin/export/payments', undefined, headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
  });
});
