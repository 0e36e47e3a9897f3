import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { STATES, districtsOf } from '@mcs/shared';
import { bearer, makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { demoCertificate, demoClinicPhotos } from './demo-files.ts';
import { DEMO_PLACES } from './demo-partners.ts';
import { DEMO_APPLICATIONS } from './demo-people.ts';
import { DEMO_SIGN_INS, seedDemo } from './index.ts';

let t: TestApp;
afterEach(async () => t?.close());

type Json = Record<string, unknown>;
const count = async (
  table: 'admins' | 'members' | 'partners' | 'visits' | 'payments' | 'contact_queries' | 'uploads',
) =>
  (
    await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('the demo seed', () => {
  it('fills an empty database once, and a second run changes nothing', async () => {
    t = await makeTestApp({ env: { demo: true } });
    expect(await seedDemo(t.deps)).toBe('seeded');
    const before = {
      partners: await count('partners'),
      members: await count('members'),
      visits: await count('visits'),
    };
    expect(await seedDemo(t.deps)).toBe('present');
    expect({
      partners: await count('partners'),
      members: await count('members'),
      visits: await count('visits'),
    }).toEqual(before);
  });

  it('has a committed certificate for every demo application, and photos for every clinic', () => {
    for (const app of DEMO_APPLICATIONS) {
      expect(demoCertificate(app.email).subarray(0, 5).toString('latin1'), app.email).toBe('%PDF-');
      if (app.type === 'doctor' || app.type === 'dentist') {
        for (const photo of demoClinicPhotos(app.email))
          expect(photo.subarray(1, 4).toString('latin1'), app.email).toBe('PNG');
      }
    }
  });

  it('spells every demo place as the reference data does, so suggestions find them', () => {
    for (const place of DEMO_PLACES) {
      expect(STATES).toContain(place.state);
      for (const district of place.districts) expect(districtsOf(place.state)).toContain(district);
    }
  });

  it('stores responsible people by name alone: the directory card adds the "Dr." itself', async () => {
    t = await makeTestApp({ env: { demo: true } });
    await seedDemo(t.deps);
    const names = await t.db.selectFrom('partners').select('responsible_name').execute();
    expect(names.filter((p) => /^dr\b/i.test(p.responsible_name))).toEqual([]);
  });

  it('gives every demo partner the standard discount its offer names', async () => {
    t = await makeTestApp({ env: { demo: true } });
    await seedDemo(t.deps);
    const partners = await t.db
      .selectFrom('partners')
      .select(['email', 'discount_amount', 'standard_discount'])
      .execute();
    for (const partner of partners)
      expect(partner.discount_amount, partner.email).toMatch(
        new RegExp(`^${partner.standard_discount}% `),
      );
    const demo = partners.find((p) => p.email === DEMO_SIGN_INS.partner.email);
    expect(demo?.standard_discount).toBe(20);
  });

  it('adds nothing to a database that already holds real accounts', async () => {
    t = await makeTestApp({ env: { demo: true } });
    await t.createPartner({ name: 'A Real Clinic' });

    expect(await seedDemo(t.deps)).toBe('refused');

    expect(await count('admins')).toBe(0);
    expect(await count('members')).toBe(0);
    expect(await count('partners')).toBe(1);
    expect(await count('visits')).toBe(0);
  });

  it('has the promised people, partners, applications, queries and visits', async () => {
    t = await makeTestApp({ env: { demo: true } });
    await seedDemo(t.deps);
    expect(await count('admins')).toBe(1);
    expect(await count('members')).toBeGreaterThanOrEqual(3);
    expect(await count('contact_queries')).toBeGreaterThanOrEqual(3);
    expect(await count('visits')).toBeGreaterThanOrEqual(3);
    expect(await count('payments')).toBe(await count('members'));

    const approved = await t.db
      .selectFrom('partners')
      .selectAll()
      .where('status', '=', 'approved')
      .execute();
    expect(approved.length).toBeGreaterThanOrEqual(60);
    expect(new Set(approved.map((p) => p.type))).toEqual(
      new Set(['doctor', 'dentist', 'diagnostic', 'pharmacy']),
    );
    expect(new Set(approved.map((p) => p.state)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(approved.map((p) => p.district)).size).toBeGreaterThanOrEqual(10);
    for (const p of approved) {
      expect(STATES).toContain(p.state);
      expect(districtsOf(p.state)).toContain(p.district);
    }

    const pending = await t.db
      .selectFrom('partners')
      .selectAll()
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(3);
    const files = readdirSync(t.deps.uploadsDir);
    for (const p of pending) {
      expect(files).toContain(p.certificate_file);
      expect(p.certificate_file).toMatch(/\.pdf$/);
    }
    expect(files.filter((f) => f.endsWith('.png')).length).toBeGreaterThanOrEqual(2);
  });

  it('lets the demo sign-ins in, with the family of 4 and an approved doctor', async () => {
    t = await makeTestApp({ env: { demo: true } });
    await seedDemo(t.deps);
    const member = await t.request('POST', '/api/auth/login', DEMO_SIGN_INS.member);
    expect(member.status).toBe(200);
    const me = (await (
      await t.request(
        'GET',
        '/api/auth/me',
        undefined,
        bearer(String(((await member.json()) as Json).token)),
      )
    ).json()) as Json;
    expect(me).toMatchObject({ email: 'member@demo.mcs', status: 'Active', familyMembers: 3 });

    const partner = await t.request('POST', '/api/partners/login', DEMO_SIGN_INS.partner);
    expect(partner.status).toBe(200);
    const partnerToken = String(((await partner.json()) as Json).token);
    const stats = (await (
      await t.request('GET', '/api/partners/partner-stats', undefined, bearer(partnerToken))
    ).json()) as Json;
    expect(stats.membersServed).toBeGreaterThanOrEqual(1);

    const admin = await t.request('POST', '/api/auth/admin/login', DEMO_SIGN_INS.admin);
    expect(admin.status).toBe(200);

    const expired = await t.db
      .selectFrom('members')
      .selectAll()
      .where('status', '=', 'Expired')
      .executeTakeFirstOrThrow();
    const verify = await t.request(
      'POST',
      '/api/partners/verify',
      { membershipId: expired.membership_id },
      bearer(partnerToken),
    );
    expect(((await verify.json()) as Json).valid).toBe(false);
  });

  it('gives the seeded directory listings no way to sign in', async () => {
    t = await makeTestApp({ env: { demo: true } });
    await seedDemo(t.deps);
    const listing = await t.db
      .selectFrom('partners')
      .select('email')
      .where('email', 'like', 'listing%')
      .executeTakeFirstOrThrow();
    const res = await t.request('POST', '/api/partners/login', {
      email: listing.email,
      password: '!disabled',
    });
    expect(res.status).toBe(401);
  });
});
