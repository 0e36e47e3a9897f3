import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { pngFile, sendRegistration } from '../../test/registration-form.ts';
import { ftsQuery } from './partners.repo.ts';

let t: TestApp;
afterEach(async () => t?.close());

interface Page {
  partners: Record<string, unknown>[];
  pagination: Record<string, unknown>;
}
const list = async (query = '') => {
  const res = await t.app.request(`/api/partners${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
};
const namesOf = (page: Page) => page.partners.map((p) => p.name).sort();

async function seedDirectory() {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
  await t.createPartner({
    name: 'Sunrise Heart Clinic',
    type: 'doctor',
    specialization: 'Cardiology',
    state: 'Karnataka',
    district: 'Mysuru',
    responsible_name: 'Dr. Arjun Shetty',
    created_at: at(1),
  });
  await t.createPartner({
    name: 'Smile Dental Care',
    type: 'dentist',
    specialization: 'Orthodontics',
    state: 'Kerala',
    district: 'Ernakulam',
    created_at: at(2),
  });
  await t.createPartner({
    name: 'Precision Diagnostics',
    type: 'diagnostic',
    specialization: null,
    state: 'Kerala',
    district: 'Thrissur',
    address: '22 Round North',
    created_at: at(3),
  });
  await t.createPartner({
    name: 'Care Pharmacy',
    type: 'pharmacy',
    specialization: null,
    state: 'Maharashtra',
    district: 'Pune',
    created_at: at(4),
  });
  await t.createPartner({ name: 'Pending Clinic', status: 'pending', created_at: at(5) });
  await t.createPartner({ name: 'Rejected Clinic', status: 'rejected', created_at: at(6) });
}

describe('the partner directory (GET /api/partners)', () => {
  it('lists approved partners only, newest first, with the spec pagination', async () => {
    t = await makeTestApp();
    await seedDirectory();
    const page = await list();
    expect(page.partners.map((p) => p.name)).toEqual([
      'Care Pharmacy',
      'Precision Diagnostics',
      'Smile Dental Care',
      'Sunrise Heart Clinic',
    ]);
    expect(page.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalPartners: 4,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
    });
  });

  it('shows each listing with every field a directory card shows', async () => {
    t = await makeTestApp();
    await t.createPartner({ name: 'Sunrise Heart Clinic', website: null });
    const [listing] = (await list()).partners;
    expect(listing).toMatchObject({
      id: expect.any(String),
      name: 'Sunrise Heart Clinic',
      type: 'doctor',
      responsible: { name: 'Dr. Meera Iyer' },
      contactPhone: '9800000000',
      contactEmail: 'desk@sunrise.test',
      website: '',
      address: '12 MG Road',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      pincode: '560001',
      timeFrom: '9:00 AM',
      timeTo: '6:00 PM',
      dayFrom: 'Monday',
      dayTo: 'Saturday',
      specialization: 'General Medicine',
      council: { name: 'Karnataka Medical Council', number: 'KMC-12345' },
      discountAmount: '15%',
      discountItems: ['Consultation'],
      standardDiscount: 15,
      membersServed: 0,
      createdAt: expect.any(String),
      status: 'Active',
    });
    expect(listing).not.toHaveProperty('password_hash');
    expect(JSON.stringify(listing)).not.toMatch(/scrypt|password/i);
  });

  it("lists an approved clinic's photos as public addresses, and never its certificate", async () => {
    t = await makeTestApp();
    const sent = await sendRegistration(t.app, { photos: [pngFile('a.png'), pngFile('b.png')] });
    expect(sent.status).toBe(201);
    expect((await list()).partners).toEqual([]);
    await t.db.updateTable('partners').set({ status: 'approved' }).execute();
    const row = await t.db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();

    const [listing] = (await list()).partners;
    const photos = listing?.clinicPhotos as string[];
    expect(photos).toEqual(
      (JSON.parse(row.clinic_photos) as string[]).map((name) => `uploads/${name}`),
    );
    expect(photos).toHaveLength(2);
    expect(JSON.stringify(listing)).not.toContain(row.certificate_file ?? 'no certificate');
    for (const photo of photos) {
      const served = await t.app.request(`/${photo}`);
      expect(served.status, photo).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    }
  });

  it("stops serving a clinic's photos to the public once it is no longer approved", async () => {
    t = await makeTestApp();
    await sendRegistration(t.app);
    await t.db.updateTable('partners').set({ status: 'approved' }).execute();
    const [listing] = (await list()).partners;
    const [photo] = listing?.clinicPhotos as string[];
    expect((await t.app.request(`/${photo}`)).status).toBe(200);

    await t.db.updateTable('partners').set({ status: 'rejected' }).execute();
    expect((await t.app.request(`/${photo}`)).status).toBe(401);
    const { headers } = await t.signIn.member();
    expect((await t.app.request(`/${photo}`, { headers })).status).toBe(403);
    const row = await t.db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();
    expect((await t.app.request(`/uploads/${row.certificate_file}`, { headers })).status).toBe(403);
  });

  it('filters by type, state, district and specialization, ignoring case and "all"', async () => {
    t = await makeTestApp();
    await seedDirectory();
    expect(namesOf(await list('?type=dentist'))).toEqual(['Smile Dental Care']);
    expect(namesOf(await list('?type=all'))).toHaveLength(4);
    expect(namesOf(await list('?state=kerala'))).toEqual([
      'Precision Diagnostics',
      'Smile Dental Care',
    ]);
    expect(namesOf(await list('?state=Kerala&district=thrissur'))).toEqual([
      'Precision Diagnostics',
    ]);
    expect(namesOf(await list('?specialization=cardiology'))).toEqual(['Sunrise Heart Clinic']);
    expect(namesOf(await list('?specialization=all&type=pharmacy'))).toEqual(['Care Pharmacy']);
  });

  it('searches name, responsible person, specialization and address by word prefix', async () => {
    t = await makeTestApp();
    await seedDirectory();
    expect(namesOf(await list('?q=sunrise'))).toEqual(['Sunrise Heart Clinic']);
    expect(namesOf(await list('?q=ARJUN'))).toEqual(['Sunrise Heart Clinic']);
    expect(namesOf(await list('?q=cardio'))).toEqual(['Sunrise Heart Clinic']);
    expect(namesOf(await list('?q=round%20north'))).toEqual(['Precision Diagnostics']);
    expect(namesOf(await list('?q=%20%20dental%20'))).toEqual(['Smile Dental Care']);
    expect(namesOf(await list('?q=pending'))).toEqual([]);
  });

  it('treats search punctuation as text: "-", ":", quotes and FTS keywords never cause an error', async () => {
    t = await makeTestApp();
    await seedDirectory();
    for (const q of [
      '-',
      'heart-clinic',
      'name:smile',
      '"',
      '"unterminated',
      "o'brien",
      'NOT',
      'a OR b',
      '*',
      '(',
      'NEAR(x y)',
      '^care',
    ]) {
      const res = await t.app.request(`/api/partners?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect(namesOf(await list(`?q=${encodeURIComponent('heart-clinic')}`))).toEqual([
      'Sunrise Heart Clinic',
    ]);
  });

  it('reads control characters in the search and filters as spaces: a NUL never reaches the index', async () => {
    t = await makeTestApp();
    await seedDirectory();
    expect(namesOf(await list('?q=%00sunrise'))).toEqual(['Sunrise Heart Clinic']);
    expect(namesOf(await list('?q=sunrise%00heart'))).toEqual(['Sunrise Heart Clinic']);
    expect(namesOf(await list('?q=%1B%7F%C2%9Fdental%09care%0A'))).toEqual(['Smile Dental Care']);
    expect(namesOf(await list('?q=%00'))).toHaveLength(4);
    expect(namesOf(await list('?state=%00Kerala%00'))).toEqual(
      namesOf(await list('?state=Kerala')),
    );
    expect(namesOf(await list('?district=%00&specialization=%00'))).toHaveLength(4);
  });

  it('pages through results with limit and page', async () => {
    t = await makeTestApp();
    for (let i = 0; i < 23; i++) {
      await t.createPartner({
        name: `Clinic ${String(i).padStart(2, '0')}`,
        created_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
      });
    }
    const third = await list('?page=3');
    expect(third.partners).toHaveLength(3);
    expect(third.pagination).toEqual({
      currentPage: 3,
      totalPages: 3,
      totalPartners: 23,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 10,
    });
    const small = await list('?limit=5&page=2');
    expect(small.partners.map((p) => p.name)).toEqual([
      'Clinic 17',
      'Clinic 16',
      'Clinic 15',
      'Clinic 14',
      'Clinic 13',
    ]);
    expect(small.pagination).toMatchObject({ totalPages: 5, hasNextPage: true, hasPrevPage: true });
    expect((await list('?page=9')).partners).toEqual([]);
  });

  it('answers bad paging and unknown types with 400, not 500', async () => {
    t = await makeTestApp();
    for (const query of ['?limit=51', '?limit=0', '?page=abc', '?page=-1', '?type=vet']) {
      const res = await t.app.request(`/api/partners${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()) as { message: string }).toHaveProperty('message');
    }
  });

  it('counts the distinct members each partner has served', async () => {
    t = await makeTestApp();
    const { partner, headers } = await t.signIn.partner();
    const a = await t.createMember();
    const b = await t.createMember();
    for (const m of [a, a, b]) {
      const res = await t.request(
        'POST',
        '/api/partners/visit',
        { membershipId: m.membership_id, service: 'Consultation', discountApplied: 10 },
        headers,
      );
      expect(res.status).toBe(201);
    }
    const [listing] = (await list()).partners;
    expect(listing).toMatchObject({ id: String(partner.id), membersServed: 2 });
  });
});

describe('ftsQuery', () => {
  it('quotes every word and makes it a prefix', () => {
    expect(ftsQuery('heart clinic')).toBe('"heart"* "clinic"*');
    expect(ftsQuery('say "hi" -x')).toBe('"say"* "hi"* "-x"*');
    expect(ftsQuery(' - : * ')).toBeNull();
  });

  it('reads at most twelve words and splits at control characters, which FTS5 cannot hold', () => {
    const words = Array.from({ length: 13 }, (_, i) => `w${i}`);
    expect(ftsQuery(words.join(' '))).toBe(
      words
        .slice(0, 12)
        .map((w) => `"${w}"*`)
        .join(' '),
    );
    expect(ftsQuery('heart\u0000clinic\u001f')).toBe('"heart"* "clinic"*');
    expect(ftsQuery('\u0000')).toBeNull();
  });

  it('never answers a search with a control character with a server error', async () => {
    t = await makeTestApp();
    await seedDirectory();
    const res = await t.app.request(`/api/partners?q=${encodeURIComponent('heart\u0000clinic')}`);
    expect(res.status).toBeLessThan(500);
  });
});
