// The members' offline directory search must answer as `GET api/partners` does. Both are asked
// the same questions here: the API over its database, the shared search over the partners a
// device caches from `GET api/sync/directory`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryDeltaSchema, partnersResponseSchema, searchDirectoryPartners } from '@mcs/shared';
import type { DirectoryFilters, DirectoryPartner } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cached: DirectoryPartner[];

beforeAll(async () => {
  t = await makeTestApp();
  const sameMoment = '2026-03-01T10:00:00.000Z';
  const partners = [
    {
      name: 'Sunrise Dental Care',
      type: 'dentist' as const,
      specialization: 'Orthodontics',
      responsible_name: 'Dr. Kavya Menon',
      address: '4 Marine Drive',
      district: 'Ernakulam',
      state: 'Kerala',
      created_at: '2026-01-05T08:00:00.000Z',
    },
    {
      name: 'Jaw and Smile Centre',
      type: 'dentist' as const,
      specialization: 'Oral Surgery',
      responsible_name: 'Dr. Farah Siddiqui',
      address: '9 Park Street',
      district: 'Kolkata',
      state: 'West Bengal',
      created_at: '2026-01-06T08:00:00.000Z',
    },
    {
      name: 'City Heart Clinic',
      type: 'doctor' as const,
      specialization: 'Cardiology',
      responsible_name: 'Dr. Arjun Rao',
      address: '12 MG-Road, Jayalakshmipuram',
      district: 'Mysuru',
      state: 'Karnataka',
      created_at: sameMoment,
    },
    {
      name: 'Clínica São Tomé',
      type: 'doctor' as const,
      specialization: 'General Medicine',
      responsible_name: 'Dr. Inês Fernandes',
      address: '7 Rua Direita',
      district: 'North Goa',
      state: 'Goa',
      created_at: sameMoment,
    },
    {
      name: 'Apollo Pharmacy',
      type: 'pharmacy' as const,
      specialization: null,
      responsible_name: 'Suresh Kumar',
      address: '4 Residency Road',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      created_at: sameMoment,
    },
    ...Array.from({ length: 7 }, (_, i) => ({
      name: `Precision Diagnostics ${i + 1}`,
      type: 'diagnostic' as const,
      specialization: null,
      responsible_name: 'Dr. Leela Pillai',
      address: `${i + 1} Hosur Road`,
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      created_at: `2026-02-0${i + 1}T09:00:00.000Z`,
    })),
  ];
  for (const partner of partners) await t.createPartner(partner);
  await t.createPartner({ name: 'Pending Dental', type: 'dentist', status: 'pending' });

  const res = await t.request('GET', '/api/sync/directory');
  cached = directoryDeltaSchema.parse(await res.json()).partners;
});

afterAll(async () => {
  await t.close();
});

async function online(filters: DirectoryFilters) {
  const query = new URLSearchParams(
    Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const res = await t.request('GET', `/api/partners?${query}`);
  expect(res.status).toBe(200);
  return partnersResponseSchema.parse(await res.json());
}

const names = (partners: readonly { name: string }[]) => partners.map((p) => p.name);

describe('offline directory search agrees with GET api/partners', () => {
  it.each<[string, DirectoryFilters]>([
    ['everything, first page', {}],
    ['everything, second page', { page: 2 }],
    ['a page past the end', { page: 9 }],
    ['three a page', { limit: 3, page: 2 }],
    ['a name in another case', { q: 'SUNRISE' }],
    ['the start of a word', { q: 'cardio' }],
    ['the middle of a word (not a match)', { q: 'ental' }],
    ['words in any order, across fields', { q: 'kerala sunrise' }],
    ['a word that is not there with one that is', { q: 'sunrise mumbai' }],
    ['the responsible doctor', { q: 'arjun' }],
    ['a hyphenated address', { q: 'mg-road' }],
    ['a district', { q: 'ernakulam' }],
    ['letters without their accents', { q: 'clinica sao' }],
    ['punctuation only (matches nothing)', { q: '--' }],
    ['blank text', { q: '   ' }],
    // Twelve words are read: the thirteenth, which matches no partner, is ignored on both sides.
    ['more words than are read', { q: `${'sunrise '.repeat(12)}mumbai` }],
    ['a type', { type: 'pharmacy' }],
    ['"all" types', { type: 'all', q: 'road' }],
    ['a state in lower case', { state: 'karnataka' }],
    ['a state and district', { state: 'Karnataka', district: 'mysuru' }],
    ['a specialisation', { specialization: 'orthodontics' }],
    ['a family of specialisations', { specialization: 'Surgery' }],
    ['text with a filter', { q: 'dr', type: 'diagnostic', page: 1, limit: 5 }],
  ])('%s', async (_label, filters) => {
    const api = await online(filters);
    const offline = searchDirectoryPartners(cached, filters);

    expect(names(offline.partners)).toEqual(names(api.partners));
    expect(offline.pagination).toEqual(api.pagination);
  });

  it('really filters: the cases above are not all empty or all everything', async () => {
    expect((await online({ q: 'kerala sunrise' })).partners).toHaveLength(1);
    expect((await online({ q: 'ental' })).partners).toHaveLength(0);
    expect((await online({ q: `${'sunrise '.repeat(12)}mumbai` })).partners).toHaveLength(1);
    expect((await online({})).pagination.totalPartners).toBe(12);
    expect(names((await online({ specialization: 'Surgery' })).partners)).toEqual([
      'Jaw and Smile Centre',
    ]);
  });
});
