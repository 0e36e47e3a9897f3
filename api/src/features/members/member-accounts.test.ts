import { afterEach, describe, expect, it } from 'vitest';
import { adminPartnersPageSchema, usersPageSchema } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertPayment, insertVisit } from '../../test/activity-fixtures.ts';

let t: TestApp;
afterEach(async () => t?.close());

async function adminApp() {
  t = await makeTestApp();
  const { headers } = await t.signIn.admin();
  return headers;
}

const storedVisit = (id: number) =>
  t.db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function getJson(path: string, headers: Record<string, string>) {
  const res = await t.request('GET', path, undefined, headers);
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
}

describe('all users, searched and paged on the server', () => {
  it('pages members ten at a time with the spec pagination', async () => {
    const headers = await adminApp();
    for (let i = 0; i < 12; i += 1) await t.createMember({ name: `Member ${i}` });

    const first = usersPageSchema.parse(
      await getJson('/api/partners/all-users?page=1&limit=10', headers),
    );
    expect(first.users).toHaveLength(10);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalUsers: 12,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 10,
    });
    const second = usersPageSchema.parse(await getJson('/api/partners/all-users?page=2', headers));
    expect(second.users).toHaveLength(2);
    expect(second.pagination).toMatchObject({
      currentPage: 2,
      hasNextPage: false,
      hasPrevPage: true,
    });
    const beyond = usersPageSchema.parse(await getJson('/api/partners/all-users?page=9', headers));
    expect(beyond.users).toEqual([]);
  });

  it('finds members by name, email, membership ID (typed loosely) or phone, case-insensitively', async () => {
    const headers = await adminApp();
    const asha = await t.createMember({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876500001',
    });
    await t.createMember({ name: 'Vikram Shah', email: 'vikram@example.in', phone: '9123400002' });
    const search = async (text: string) =>
      usersPageSchema
        .parse(await getJson(`/api/partners/all-users?search=${encodeURIComponent(text)}`, headers))
        .users.map((u) => u.name);

    expect(await search('ASHA')).toEqual(['Asha Rao']);
    expect(await search('vikram@')).toEqual(['Vikram Shah']);
    expect(await search('98765')).toEqual(['Asha Rao']);
    // A phone typed the way people write it finds the number as stored.
    for (const typed of ['98765 00001', '98765-00001', '+91 98765 00001', '098765-00001'])
      expect(await search(typed), typed).toEqual(['Asha Rao']);
    expect(await search(asha.membership_id.toLowerCase())).toEqual(['Asha Rao']);
    expect(await search(asha.membership_id.replaceAll('-', ' ').toLowerCase())).toEqual([
      'Asha Rao',
    ]);
    expect(await search('%')).toEqual([]);
    expect(await search('   ')).toHaveLength(2);
  });

  it('shows the real status: a lapsed membership reads Expired', async () => {
    const headers = await adminApp();
    await t.createMember({ name: 'Lapsed', validUntil: '2020-01-01T00:00:00.000Z' });
    await t.createMember({
      name: 'Current',
      familyDetails: [{ name: 'Ravi', age: 8, gender: 'Male', relationship: 'Son' }],
    });
    const page = usersPageSchema.parse(await getJson('/api/partners/all-users', headers));
    const byName = Object.fromEntries(page.users.map((u) => [u.name, u]));
    expect(byName['Lapsed']).toMatchObject({ status: 'Expired' });
    expect(byName['Current']).toMatchObject({ status: 'Active', familyMembers: 1, plan: 'Annual' });
  });

  it('refuses paging values that are not whole positive numbers', async () => {
    const headers = await adminApp();
    for (const query of [
      'page=0',
      'page=abc',
      'limit=0',
      'limit=1000',
      `search=${'x'.repeat(201)}`,
    ]) {
      const res = await t.request('GET', `/api/partners/all-users?${query}`, undefined, headers);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toHaveProperty('message');
    }
  });
});

describe('deleting a member', () => {
  it('anonymises their visits (partners keep their figures) and keeps the payment record', async () => {
    const headers = await adminApp();
    const partner = await t.createPartner();
    const member = await t.createMember({ name: 'Private Person' });
    const visit = await insertVisit(t, { partner, member });
    await insertPayment(t, 430.7, t.deps.now().toISOString(), member.id);

    const res = await t.request('DELETE', `/api/partners/users/${member.id}`, undefined, headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'User deleted' });

    const kept = await storedVisit(visit.id);
    expect(kept).toMatchObject({
      member_id: null,
      member_name: 'Deleted member',
      partner_id: partner.id,
      saved_amount: 150,
    });
    const payments = await t.db.selectFrom('payments').selectAll().execute();
    expect(payments).toEqual([expect.objectContaining({ amount: 430.7, member_id: null })]);

    const partners = adminPartnersPageSchema.parse(
      await getJson('/api/partners/all-partners', headers),
    );
    expect(partners.partners[0]?.membersServed).toBe(1);

    const again = await t.request('DELETE', `/api/partners/users/${member.id}`, undefined, headers);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'Member not found' });
  });

  it("revokes the deleted member's digital card so partners refuse it", async () => {
    const headers = await adminApp();
    const { member, headers: memberHeaders } = await t.signIn.member();
    const card = await t.request('GET', '/api/members/me/card', undefined, memberHeaders);
    expect(card.status).toBe(200);
    await t.request('DELETE', `/api/partners/users/${member.id}`, undefined, headers);
    const revocations = (await (
      await t.request('GET', '/api/sync/revocations?since=0')
    ).json()) as {
      rids: string[];
    };
    expect(revocations.rids).toHaveLength(1);
  });

  it("ends the deleted member's session", async () => {
    const headers = await adminApp();
    const { member, headers: memberHeaders } = await t.signIn.member();
    await t.request('DELETE', `/api/partners/users/${member.id}`, undefined, headers);
    const me = await t.request('GET', '/api/auth/me', undefined, memberHeaders);
    expect(me.status).toBe(401);
  });
});
