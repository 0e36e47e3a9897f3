import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminPartnersPageSchema } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertVisit } from '../../test/activity-fixtures.ts';

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

describe('all partners, searched and paged on the server', () => {
  it('lists approved partners only, with members served counted from visits', async () => {
    const headers = await adminApp();
    const clinic = await t.createPartner({ name: 'Sunrise Clinic' });
    await t.createPartner({ name: 'Waiting Pharmacy', type: 'pharmacy', status: 'pending' });
    const a = await t.createMember();
    const b = await t.createMember();
    await insertVisit(t, { partner: clinic, member: a });
    await insertVisit(t, { partner: clinic, member: a });
    await insertVisit(t, { partner: clinic, member: b });

    const page = adminPartnersPageSchema.parse(
      await getJson('/api/partners/all-partners', headers),
    );
    expect(page.partners).toHaveLength(1);
    expect(page.partners[0]).toMatchObject({
      name: 'Sunrise Clinic',
      type: 'doctor',
      membersServed: 2,
      email: clinic.email,
    });
    expect(page.pagination).toMatchObject({ totalPartners: 1, totalPages: 1, limit: 10 });
  });

  it('searches by name, email, phone, district and state', async () => {
    const headers = await adminApp();
    await t.createPartner({ name: 'Sunrise Clinic', district: 'Pune', state: 'Maharashtra' });
    await t.createPartner({
      name: 'Lotus Pharmacy',
      type: 'pharmacy',
      contact_phone: '9000011111',
    });
    const search = async (text: string) =>
      adminPartnersPageSchema
        .parse(
          await getJson(`/api/partners/all-partners?search=${encodeURIComponent(text)}`, headers),
        )
        .partners.map((p) => p.name);
    expect(await search('lotus')).toEqual(['Lotus Pharmacy']);
    expect(await search('pune')).toEqual(['Sunrise Clinic']);
    expect(await search('MAHARASHTRA')).toEqual(['Sunrise Clinic']);
    expect(await search('0001111')).toEqual(['Lotus Pharmacy']);
    expect(await search('nobody_here')).toEqual([]);
  });
});

describe('deleting a partner', () => {
  it("keeps the partner's visits in members' histories with the partner snapshot, and removes their files", async () => {
    const headers = await adminApp();
    const partner = await t.createPartner({
      name: 'Gone Clinic',
      certificate_file: 'cert-gone.pdf',
      clinicPhotos: ['gone-1.jpg'],
    });
    for (const name of ['cert-gone.pdf', 'gone-1.jpg'])
      writeFileSync(join(t.deps.uploadsDir, name), 'file');
    const member = await t.createMember();
    const visit = await insertVisit(t, { partner, member });

    const res = await t.request(
      'DELETE',
      `/api/partners/partners/${partner.id}`,
      undefined,
      headers,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Partner deleted' });

    const partnerRow = await t.db
      .selectFrom('partners')
      .select('id')
      .where('id', '=', partner.id)
      .executeTakeFirst();
    expect(partnerRow).toBeUndefined();
    const kept = await storedVisit(visit.id);
    expect(kept).toMatchObject({
      partner_id: null,
      partner_name: 'Gone Clinic',
      member_id: member.id,
    });
    expect(existsSync(join(t.deps.uploadsDir, 'cert-gone.pdf'))).toBe(false);
    expect(existsSync(join(t.deps.uploadsDir, 'gone-1.jpg'))).toBe(false);

    // The deleted partner's session ends with the account.
    const stale = await t.request('GET', '/api/partners/partner-stats', undefined, {
      authorization: `Bearer ${await t.tokens.partner(partner)}`,
    });
    expect(stale.status).toBe(401);
  });

  it('tells offline directories that the partner is gone', async () => {
    const headers = await adminApp();
    const partner = await t.createPartner({ name: 'Gone Clinic' });
    await t.request('DELETE', `/api/partners/partners/${partner.id}`, undefined, headers);
    const feed = (await (await t.request('GET', '/api/sync/directory?since=0')).json()) as {
      partners: { id: string }[];
      removed: string[];
    };
    expect(feed.partners.map((p) => p.id)).not.toContain(String(partner.id));
    expect(feed.removed).toContain(String(partner.id));
  });

  it('answers 404 for an unknown partner and 400 for an id that is not one', async () => {
    const headers = await adminApp();
    expect(
      (await t.request('DELETE', '/api/partners/partners/424242', undefined, headers)).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', '/api/partners/partners/not-an-id', undefined, headers)).status,
    ).toBe(400);
  });
});
