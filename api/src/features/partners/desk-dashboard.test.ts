import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_VISITS_LIMIT } from '@mcs/shared';
import { insertVisit } from '../../test/activity-fixtures.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const NOW = new Date('2026-11-20T06:30:00.000Z');

const visit = (headers: Record<string, string>, body: Json) => t.recordVisit(headers, body);

describe("the member's visits (GET /api/partners/my-visits)", () => {
  it('lists where the member went, newest first, and survives the partner being deleted', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { partner, headers } = await t.signIn.partner({
      name: 'Sunrise Clinic',
      responsible_name: 'Dr. Meera Iyer',
    });
    await visit(headers, { membershipId: member.membership_id });
    await t.db.deleteFrom('partners').where('id', '=', partner.id).execute();
    const res = await t.request(
      'GET',
      '/api/partners/my-visits',
      undefined,
      bearer(await t.tokens.member(member)),
    );
    expect(res.status).toBe(200);
    const visits = (await res.json()) as Json[];
    expect(visits).toEqual([
      {
        id: expect.any(String),
        hospitalName: 'Sunrise Clinic',
        doctorName: 'Dr. Meera Iyer',
        address: '12 MG Road, Bengaluru Urban, Karnataka',
        visitedTime: expect.any(String),
        service: 'Consultation',
        billAmount: null,
        discountApplied: 10,
        savedAmount: 0,
      },
    ]);
  });

  it('answers the newest visits by default and the older ones page by page, as a plain list', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const member = await t.createMember();
    const partner = await t.createPartner();
    const total = MEMBER_VISITS_LIMIT.max + 5;
    for (let i = 0; i < total; i++)
      await insertVisit(t, { partner, member }, new Date(NOW.getTime() - i * 60_000).toISOString());
    const headers = bearer(await t.tokens.member(member));
    const page = async (query: string) => {
      const res = await t.request('GET', `/api/partners/my-visits${query}`, undefined, headers);
      expect(res.status, query).toBe(200);
      return ((await res.json()) as { visitedTime: string }[]).map((v) => v.visitedTime);
    };

    const newest = await page('');
    expect(newest).toHaveLength(MEMBER_VISITS_LIMIT.default);
    expect(newest[0]).toBe(NOW.toISOString());
    expect([...newest].sort().reverse()).toEqual(newest);
    const all = [
      ...(await page('?limit=200')),
      ...(await page('?page=2&limit=200')),
      ...(await page('?page=3&limit=200')),
    ];
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(await page('?page=2')).toEqual(all.slice(100, 200));
    const tooMany = await t.request('GET', '/api/partners/my-visits?limit=201', undefined, headers);
    expect(tooMany.status).toBe(400);
    expect(await json(tooMany)).toMatchObject({ message: 'Limit must be at most 200.' });
  });

  it('needs a member token', async () => {
    t = await makeTestApp();
    expect((await t.request('GET', '/api/partners/my-visits')).status).toBe(401);
    expect(
      (
        await t.request(
          'GET',
          '/api/partners/my-visits',
          undefined,
          (await t.signIn.partner()).headers,
        )
      ).status,
    ).toBe(403);
  });
});

describe('partner dashboard figures', () => {
  it('starts at zero with the default 12.5% average discount', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner();
    const res = await t.request('GET', '/api/partners/partner-stats', undefined, headers);
    expect(await json(res)).toEqual({
      membersServed: 0,
      monthlyVisits: 0,
      totalRevenue: 0,
      averageDiscount: '12.5%',
      today: { visits: 0, billed: 0, saved: 0 },
    });
  });

  it('shows the real average once there are visits, even 0%: 12.5% stands only for none', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { headers } = await t.signIn.partner();
    // The spec's own desk sends discountApplied 0 and savedAmount 0 with every visit.
    const res = await visit(headers, {
      membershipId: member.membership_id,
      service: 'Membership Verification',
      discountApplied: 0,
      savedAmount: 0,
    });
    expect(res.status).toBe(201);
    const stats = await json(
      await t.request('GET', '/api/partners/partner-stats', undefined, headers),
    );
    expect(stats).toMatchObject({ membersServed: 1, monthlyVisits: 1, averageDiscount: '0.0%' });
  });

  it("counts distinct members, this month's visits, what members paid and the real average discount", async () => {
    let now = new Date('2026-10-15T10:00:00.000Z');
    t = await makeTestApp({ deps: { now: () => now } });
    const a = await t.createMember();
    const b = await t.createMember();
    const { headers } = await t.signIn.partner();
    await visit(headers, { membershipId: a.membership_id, discountApplied: 10, billAmount: 1000 });
    now = new Date('2026-11-02T10:00:00.000Z');
    await visit(headers, { membershipId: a.membership_id, discountApplied: 20, billAmount: 500 });
    await visit(headers, { membershipId: b.membership_id, discountApplied: 15 });
    const other = await t.signIn.partner();
    await visit(other.headers, {
      membershipId: b.membership_id,
      discountApplied: 50,
      billAmount: 100,
    });
    const stats = await json(
      await t.request('GET', '/api/partners/partner-stats', undefined, headers),
    );
    expect(stats).toEqual({
      membersServed: 2,
      monthlyVisits: 2,
      totalRevenue: 900 + 400,
      averageDiscount: '15.0%',
      // Both visits of 2 November (India) are today's; the other partner's is not.
      today: { visits: 2, billed: 500, saved: 100 },
    });
  });

  it("pages the partner's own visits only, never showing a member's email or phone (N/A)", async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const member = await t.createMember({ email: 'asha@example.in', phone: '9845012345' });
    const gone = await t.createMember({ name: 'Gone Member' });
    const { headers } = await t.signIn.partner();
    const other = await t.signIn.partner();
    for (let i = 0; i < 11; i++)
      await visit(headers, { membershipId: member.membership_id, discountApplied: 12 });
    await visit(headers, { membershipId: gone.membership_id });
    await visit(other.headers, { membershipId: member.membership_id });
    await t.db.deleteFrom('members').where('id', '=', gone.id).execute();

    const first = await json(
      await t.request('GET', '/api/partners/partner-visits?page=1&limit=10', undefined, headers),
    );
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalVisits: 12,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 10,
    });
    const items = first.visits as Json[];
    expect(items).toHaveLength(10);
    const second = await json(
      await t.request('GET', '/api/partners/partner-visits?page=2&limit=10', undefined, headers),
    );
    const all = [...items, ...(second.visits as Json[])];
    expect(all).toHaveLength(12);
    expect(all.find((v) => v.memberName === 'Gone Member')).toMatchObject({
      email: 'N/A',
      phone: 'N/A',
    });
    expect(all.find((v) => v.memberName === 'Asha Rao')).toMatchObject({
      membershipId: member.membership_id,
      service: 'Consultation',
      discount: '12%',
      savedAmount: 0,
      email: 'N/A',
      phone: 'N/A',
      date: '20/11/2026',
      time: '12:00 pm',
    });
  });

  it('keeps stats and visits to approved partners', async () => {
    t = await makeTestApp();
    const pending = await t.createPartner({ status: 'pending' });
    const member = await t.createMember();
    for (const path of ['/api/partners/partner-stats', '/api/partners/partner-visits']) {
      expect((await t.request('GET', path)).status).toBe(401);
      expect(
        (await t.request('GET', path, undefined, bearer(await t.tokens.partner(pending)))).status,
      ).toBe(403);
      expect(
        (await t.request('GET', path, undefined, bearer(await t.tokens.member(member)))).status,
      ).toBe(403);
      expect(
        (await t.request('GET', path, undefined, (await t.signIn.admin()).headers)).status,
      ).toBe(403);
    }
  });
});

describe('partner sign-in (POST /api/partners/login)', () => {
  it('gives an approved partner a token with id, email and type', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner({ email: 'desk@clinic.in', type: 'dentist' });
    const res = await t.request('POST', '/api/partners/login', {
      email: 'desk@clinic.in',
      password: partner.password,
    });
    expect(res.status).toBe(200);
    const { token, message } = await json(res);
    expect(message).toBe('Login successful');
    const claims = JSON.parse(
      Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString(),
    ) as Json;
    expect(claims).toMatchObject({
      id: String(partner.id),
      email: 'desk@clinic.in',
      type: 'dentist',
    });
  });

  it('tells a rejected partner why, but only after the right password', async () => {
    t = await makeTestApp();
    await t.createPartner({
      email: 'no@clinic.in',
      status: 'rejected',
      rejection_reason: 'Council number not found',
    });
    const wrong = await t.request('POST', '/api/partners/login', {
      email: 'no@clinic.in',
      password: 'guess-guess',
    });
    expect(wrong.status).toBe(401);
    const right = await t.request('POST', '/api/partners/login', {
      email: 'no@clinic.in',
      password: 'partner-pass-1',
    });
    expect(right.status).toBe(403);
    expect((await json(right)).message).toBe(
      'Your partner application was not approved. Reason: Council number not found',
    );
  });

  it('answers an unknown email like a wrong password', async () => {
    t = await makeTestApp();
    const res = await t.request('POST', '/api/partners/login', {
      email: 'ghost@clinic.in',
      password: 'whatever',
    });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe('Invalid email or password.');
  });
});
