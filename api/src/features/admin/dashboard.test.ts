import { afterEach, describe, expect, it } from 'vitest';
import {
  adminStatsSchema,
  recentMembersResponseSchema,
  recentPartnersResponseSchema,
} from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertPayment, insertVisit } from '../../test/activity-fixtures.ts';
import { percentChange } from './reporting.ts';

let t: TestApp;
afterEach(async () => t?.close());

// 10:00 on 15 November 2026 in India.
const NOW = new Date('2026-11-15T04:30:00.000Z');

async function adminApp(now = NOW) {
  t = await makeTestApp({ deps: { now: () => now } });
  const { headers } = await t.signIn.admin();
  return headers;
}

describe('the revenue comparison', () => {
  it('gives the revenue change in percent, or none when last month took nothing', () => {
    expect(percentChange(1180, 1000)).toBe(18);
    expect(percentChange(500, 1000)).toBe(-50);
    expect(percentChange(500, 0)).toBeNull();
  });
});

describe('admin stats', () => {
  it('counts users, active members, approved partners and pending applications', async () => {
    const headers = await adminApp();
    await t.createMember();
    await t.createMember({ validUntil: '2026-01-01T00:00:00.000Z' });
    await t.createMember({ status: 'Cancelled' });
    await t.createPartner();
    await t.createPartner();
    await t.createPartner({ status: 'pending' });
    await t.createPartner({ status: 'rejected' });

    const res = await t.request('GET', '/api/partners/stats', undefined, headers);
    expect(res.status).toBe(200);
    const stats = adminStatsSchema.parse(await res.json());
    expect(stats).toMatchObject({
      totalUsers: 3,
      activeMembers: 1,
      approvedPartners: 2,
      pendingApplications: 1,
    });
  });

  it("computes monthly revenue from this month's payments (India time) and the change on last month", async () => {
    const headers = await adminApp();
    await insertPayment(t, 430.7, '2026-11-02T10:00:00.000Z');
    await insertPayment(t, 1162.89, '2026-10-31T19:00:00.000Z'); // 1 Nov, 00:30 in India
    await insertPayment(t, 1000, '2026-10-31T18:00:00.000Z'); // still 31 Oct in India
    await insertPayment(t, 99, '2026-12-01T00:00:00.000Z'); // next month

    const stats = adminStatsSchema.parse(
      await (await t.request('GET', '/api/partners/stats', undefined, headers)).json(),
    );
    expect(stats.monthlyRevenue).toBeCloseTo(1593.59, 2);
    expect(stats.lastMonthRevenue).toBe(1000);
    expect(stats.revenueChange).toBe(59.4);
  });

  it('shows no revenue and no change on an empty service rather than a made-up figure', async () => {
    const headers = await adminApp();
    const stats = adminStatsSchema.parse(
      await (await t.request('GET', '/api/partners/stats', undefined, headers)).json(),
    );
    expect(stats).toMatchObject({
      totalUsers: 0,
      monthlyRevenue: 0,
      lastMonthRevenue: 0,
      revenueChange: null,
    });
  });
});

describe('recent members and partners', () => {
  it('lists the newest members first with their real status', async () => {
    const headers = await adminApp();
    for (let i = 1; i <= 6; i += 1) {
      await t.createMember({
        name: `Member ${i}`,
        validUntil: i === 6 ? '2026-01-01T00:00:00.000Z' : undefined,
      });
    }
    const res = await t.request('GET', '/api/partners/recent-members', undefined, headers);
    const members = recentMembersResponseSchema.parse(await res.json());
    expect(members.map((m) => m.name)).toEqual([
      'Member 6',
      'Member 5',
      'Member 4',
      'Member 3',
      'Member 2',
    ]);
    expect(members[0]).toMatchObject({
      plan: 'Annual',
      status: 'Expired',
      date: NOW.toISOString(),
    });
    expect(members[1]?.status).toBe('Active');
  });

  it('lists the newest partners with members served and a listing status', async () => {
    const headers = await adminApp();
    const listed = await t.createPartner({ name: 'Listed Clinic' });
    await t.createPartner({ name: 'New Applicant', type: 'pharmacy', status: 'pending' });
    await insertVisit(t, { partner: listed, member: await t.createMember() });

    const res = await t.request('GET', '/api/partners/recent-partners', undefined, headers);
    const partners = recentPartnersResponseSchema.parse(await res.json());
    expect(
      partners.map(({ name, type, members, status }) => ({ name, type, members, status })),
    ).toEqual([
      { name: 'New Applicant', type: 'pharmacy', members: 0, status: 'Pending' },
      { name: 'Listed Clinic', type: 'doctor', members: 1, status: 'Active' },
    ]);
  });
});
