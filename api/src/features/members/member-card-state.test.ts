// The admin's member list says what the member's card is, beside the membership status, and a
// membership can be ended after a revocation so that no new card is issued.
import type { CompiledQuery, Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { endMembershipResponseSchema, usersPageSchema } from '@mcs/shared';
import type { DB } from '../../db/schema.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { openLoggedDatabase } from '../../test/test-database.ts';
import { listUsers } from './member-accounts.service.ts';

let t: TestApp;
let watched: Kysely<DB> | undefined;
afterEach(async () => {
  await watched?.destroy();
  watched = undefined;
  await t?.close();
});

let clock = new Date('2026-11-15T04:30:00.000Z');

async function adminApp() {
  clock = new Date('2026-11-15T04:30:00.000Z');
  t = await makeTestApp({ deps: { now: () => clock } });
  const { headers } = await t.signIn.admin();
  return headers;
}

async function openCard(member: Awaited<ReturnType<TestApp['createMember']>>) {
  const headers = bearer(await t.tokens.member(member));
  return t.request('GET', '/api/members/me/card', undefined, headers);
}

async function listed(headers: Record<string, string>) {
  const res = await t.request('GET', '/api/partners/all-users?limit=50', undefined, headers);
  expect(res.status).toBe(200);
  const page = usersPageSchema.parse(await res.json());
  return Object.fromEntries(page.users.map((u) => [u.name, [u.status, u.cardState]]));
}

describe("the member list's card state", () => {
  it('tells an issued card, a revoked one, an expired one and none yet apart', async () => {
    const headers = await adminApp();
    const holder = await t.createMember({ name: 'Asha Rao' });
    const revoked = await t.createMember({ name: 'Ravi Kumar' });
    const lapsing = await t.createMember({
      name: 'Meena Iyer',
      validUntil: '2026-11-20T00:00:00.000Z',
    });
    await t.createMember({ name: 'Kiran Shah' });
    for (const m of [holder, revoked, lapsing]) expect((await openCard(m)).status).toBe(200);
    const revoke = await t.request(
      'POST',
      `/api/admin/cards/${revoked.membership_id}/revoke`,
      { reason: 'Phone lost' },
      headers,
    );
    expect(revoke.status).toBe(200);

    expect(await listed(headers)).toEqual({
      'Asha Rao': ['Active', 'active'],
      // The membership stands; its card does not: the list must not read plain Active.
      'Ravi Kumar': ['Active', 'revoked'],
      'Meena Iyer': ['Active', 'active'],
      'Kiran Shah': ['Active', 'none'],
    });

    clock = new Date('2026-11-21T00:00:00.000Z');
    expect((await listed(headers))['Meena Iyer']).toEqual(['Expired', 'expired']);
  });

  it('reads a card replaced for new content as active: the newest card is live', async () => {
    const headers = await adminApp();
    const member = await t.createMember({ name: 'Asha Rao' });
    expect((await openCard(member)).status).toBe(200);
    await t.db
      .updateTable('members')
      .set({ name: 'Asha R. Rao' })
      .where('id', '=', member.id)
      .execute();
    expect((await openCard(member)).status).toBe(200);
    const cards = await t.db.selectFrom('member_cards').select('revoked_at').execute();
    expect(cards.filter((c) => c.revoked_at !== null)).toHaveLength(1);
    expect(await listed(headers)).toEqual({ 'Asha R. Rao': ['Active', 'active'] });
  });

  it('reads the cards of a whole page in one query, not one per member', async () => {
    await adminApp();
    const admin = await t.createAdmin();
    for (let i = 0; i < 10; i += 1) {
      const member = await t.createMember({ name: `Member ${i}` });
      expect((await openCard(member)).status).toBe(200);
    }
    const sent: CompiledQuery[] = [];
    watched = openLoggedDatabase(t.env.database, (query) => sent.push(query));
    const page = await listUsers(
      { db: watched, now: () => clock },
      { role: 'admin', id: admin.id, email: admin.email },
      { page: 1, limit: 10 },
    );
    expect(page.users.map((u) => u.cardState)).toEqual(Array(10).fill('active'));
    expect(sent.filter((q) => /\bmember_cards\b/.test(q.sql))).toHaveLength(1);
  });
});

describe('ending a membership', () => {
  it('cancels it, revokes its live card, ends its sessions and is audited', async () => {
    const headers = await adminApp();
    const member = await t.createMember({ name: 'Asha Rao' });
    const memberHeaders = bearer(await t.tokens.member(member));
    const card = await t.request('GET', '/api/members/me/card', undefined, memberHeaders);
    expect(card.status).toBe(200);

    const res = await t.request(
      'POST',
      `/api/admin/members/${member.id}/end-membership`,
      { reason: 'Asked to leave' },
      headers,
    );
    expect(res.status).toBe(200);
    const answer = endMembershipResponseSchema.parse(await res.json());
    expect(answer).toMatchObject({
      membershipId: member.membership_id,
      status: 'Cancelled',
      revoked: [expect.any(String)],
    });
    expect(await listed(headers)).toEqual({ 'Asha Rao': ['Cancelled', 'revoked'] });

    const revocations = await t.request('GET', '/api/sync/revocations?since=0');
    expect(((await revocations.json()) as { rids: string[] }).rids).toEqual(answer.revoked);
    // The phone still signed in loses the card at once; signing in again issues none.
    expect((await t.request('GET', '/api/members/me/card', undefined, memberHeaders)).status).toBe(
      401,
    );
    const again = await openCard(member);
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'inactive' });

    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([
      {
        action: 'member.end',
        target_type: 'member',
        target_id: String(member.id),
        target_label: `Asha Rao <${member.email}> ${member.membership_id}`,
        detail: 'Asked to leave',
      },
    ]);
  });

  it('refuses a desk verification of the ended membership', async () => {
    const headers = await adminApp();
    const member = await t.createMember({ name: 'Asha Rao' });
    const { headers: desk } = await t.signIn.partner();
    const end = `/api/admin/members/${member.id}/end-membership`;
    expect((await t.request('POST', end, undefined, headers)).status).toBe(200);
    const verify = await t.request(
      'POST',
      '/api/partners/verify',
      { membershipId: member.membership_id },
      desk,
    );
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ valid: false });
  });

  it('answers 409 once the membership has ended and 404 for an unknown member, writing nothing', async () => {
    const headers = await adminApp();
    const member = await t.createMember({ status: 'Cancelled' });
    const ended = await t.request(
      'POST',
      `/api/admin/members/${member.id}/end-membership`,
      undefined,
      headers,
    );
    expect(ended.status).toBe(409);
    expect(await ended.json()).toMatchObject({ message: expect.stringMatching(/already ended/) });
    const unknown = await t.request(
      'POST',
      '/api/admin/members/99999/end-membership',
      undefined,
      headers,
    );
    expect(unknown.status).toBe(404);
    expect(await t.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});
