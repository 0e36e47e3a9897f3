import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLogResponseSchema, quoteMembership } from '@mcs/shared';
import type { AuditEntry } from '@mcs/shared';
import type { AdminPrincipal } from '../../lib/principal.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { listAuditLog } from './audit.service.ts';

let t: TestApp;
afterEach(async () => t?.close());

const NOW = new Date('2026-11-15T04:30:00.000Z');

async function adminApp() {
  t = await makeTestApp({ deps: { now: () => NOW } });
  const { admin, headers } = await t.signIn.admin();
  const principal: AdminPrincipal = { role: 'admin', id: admin.id, email: admin.email };
  return { admin: principal, headers };
}

async function entries(admin: AdminPrincipal, page = 1, limit = 50): Promise<AuditEntry[]> {
  const answer = await listAuditLog(t.deps, admin, { page, limit });
  return auditLogResponseSchema.parse(answer).entries;
}

async function only(admin: AdminPrincipal): Promise<AuditEntry> {
  const all = await entries(admin);
  expect(all).toHaveLength(1);
  return all[0]!;
}

describe('the audit log of admin actions', () => {
  it('records an approval with the admin, the time and the application', async () => {
    const { admin, headers } = await adminApp();
    const partner = await t.createPartner({ status: 'pending', name: 'Kavya Skin Clinic' });
    const res = await t.request(
      'POST',
      `/api/partners/applications/${partner.id}/approve`,
      undefined,
      headers,
    );
    expect(res.status).toBe(200);
    expect(await only(admin)).toEqual({
      id: expect.any(String),
      at: NOW.toISOString(),
      admin: { id: String(admin.id), email: admin.email },
      actorRole: 'admin',
      action: 'partner.approve',
      target: {
        type: 'partner',
        id: String(partner.id),
        label: `Kavya Skin Clinic <${partner.email}>`,
      },
      detail: null,
    });
  });

  it('records a rejection with its reason', async () => {
    const { admin, headers } = await adminApp();
    const partner = await t.createPartner({ status: 'pending' });
    const res = await t.request(
      'POST',
      `/api/partners/applications/${partner.id}/reject`,
      { reason: 'Certificate unreadable' },
      headers,
    );
    expect(res.status).toBe(200);
    expect(await only(admin)).toMatchObject({
      action: 'partner.reject',
      target: { type: 'partner', id: String(partner.id) },
      detail: 'Certificate unreadable',
    });
  });

  it('writes nothing for an action that did not happen (a decided application, an unknown id)', async () => {
    const { admin, headers } = await adminApp();
    const partner = await t.createPartner({ status: 'approved' });
    const approve = `/api/partners/applications/${partner.id}/approve`;
    expect((await t.request('POST', approve, undefined, headers)).status).toBe(409);
    expect((await t.request('DELETE', '/api/partners/users/9999', undefined, headers)).status).toBe(
      404,
    );
    expect(await entries(admin)).toEqual([]);
  });

  it('keeps no action without its entry: when the entry cannot be written, the action rolls back', async () => {
    const { headers } = await adminApp();
    const partner = await t.createPartner({ status: 'pending' });
    await sql`drop table audit_log`.execute(t.db);
    const approve = `/api/partners/applications/${partner.id}/approve`;
    expect((await t.request('POST', approve, undefined, headers)).status).toBe(500);
    const row = await t.db
      .selectFrom('partners')
      .select('status')
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('records deleting a partner, naming it after it is gone', async () => {
    const { admin, headers } = await adminApp();
    const partner = await t.createPartner({ name: 'Care Pharmacy' });
    const res = await t.request(
      'DELETE',
      `/api/partners/partners/${partner.id}`,
      undefined,
      headers,
    );
    expect(res.status).toBe(200);
    expect(await only(admin)).toMatchObject({
      action: 'partner.delete',
      target: {
        type: 'partner',
        id: String(partner.id),
        label: `Care Pharmacy <${partner.email}>`,
      },
    });
  });

  it('records deleting a member, naming them after they are gone', async () => {
    const { admin, headers } = await adminApp();
    const member = await t.createMember({ name: 'Asha Rao' });
    const res = await t.request('DELETE', `/api/partners/users/${member.id}`, undefined, headers);
    expect(res.status).toBe(200);
    expect(await only(admin)).toMatchObject({
      action: 'member.delete',
      target: {
        type: 'member',
        id: String(member.id),
        label: `Asha Rao <${member.email}> ${member.membership_id}`,
      },
    });
  });

  it('records an enrolment with the payment reference', async () => {
    const { admin, headers } = await adminApp();
    const res = await t.request(
      'POST',
      '/api/admin/members',
      {
        name: 'Asha Rao',
        email: 'asha.rao@example.in',
        phone: '9876543210',
        familyDetails: [],
        paymentReference: 'UPI-123456',
        amount: quoteMembership(1).totalWithTax,
      },
      headers,
    );
    expect(res.status).toBe(201);
    const { member } = (await res.json()) as { member: { membershipId: string } };
    expect(await only(admin)).toMatchObject({
      action: 'member.enrol',
      target: {
        type: 'member',
        label: `Asha Rao <asha.rao@example.in> ${member.membershipId}`,
      },
      detail: 'Payment reference UPI-123456',
    });
  });

  it('records a card revocation with its reason, and nothing when there was no card', async () => {
    const { admin, headers } = await adminApp();
    const { member } = await t.signIn.member({ name: 'Asha Rao' });
    const revoke = `/api/admin/cards/${member.membership_id}/revoke`;
    expect((await t.request('POST', revoke, { reason: 'Phone lost' }, headers)).status).toBe(200);
    expect(await entries(admin)).toEqual([]);

    // The revocation ended the member's sessions: the member signs in again for a card.
    const memberHeaders = bearer(await t.tokens.member(member));

    expect((await t.request('GET', '/api/members/me/card', undefined, memberHeaders)).status).toBe(
      200,
    );
    expect((await t.request('POST', revoke, { reason: 'Phone lost' }, headers)).status).toBe(200);
    expect(await only(admin)).toMatchObject({
      action: 'card.revoke',
      target: {
        type: 'card',
        id: member.membership_id,
        label: `Asha Rao ${member.membership_id}`,
      },
      detail: 'Phone lost',
    });
  });

  it('records an invite without the code that would open an admin account', async () => {
    const { admin, headers } = await adminApp();
    const res = await t.request('POST', '/api/admin/invites', undefined, headers);
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    const entry = await only(admin);
    expect(entry).toMatchObject({ action: 'invite.issue', target: { type: 'invite' } });
    expect(JSON.stringify(entry)).not.toContain(code);
    expect(entry.target.label).toBe(`${code.slice(0, 8)}-…`);
  });

  it('lists entries newest first, a page at a time, for admins only', async () => {
    const { admin, headers } = await adminApp();
    const partners = [];
    for (let i = 0; i < 3; i++) partners.push(await t.createPartner({ status: 'pending' }));
    for (const p of partners)
      await t.request('POST', `/api/partners/applications/${p.id}/approve`, undefined, headers);

    const first = await listAuditLog(t.deps, admin, { page: 1, limit: 2 });
    expect(first.entries.map((e) => e.target.id)).toEqual([
      String(partners[2]!.id),
      String(partners[1]!.id),
    ]);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalEntries: 3,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 2,
    });
    const second = await listAuditLog(t.deps, admin, { page: 2, limit: 2 });
    expect(second.entries.map((e) => e.target.id)).toEqual([String(partners[0]!.id)]);

    const member = await t.createMember();
    await expect(
      listAuditLog(
        t.deps,
        { role: 'member', id: member.id, email: member.email },
        {
          page: 1,
          limit: 10,
        },
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});
