import { describe, expect, it, vi } from 'vitest';
import { searchDirectoryPartners } from '@mcs/shared';
import type { DirectoryFilters } from '@mcs/shared';
import { searchDirectory } from './directory-search.ts';
import { freshDb, partner } from './offline-test-kit.ts';

async function cachedDirectory() {
  const db = freshDb();
  await db.directory.bulkPut([
    partner({
      id: '1',
      name: 'Sunrise Dental Care',
      type: 'dentist',
      specialization: 'Orthodontics',
      state: 'Kerala',
      district: 'Ernakulam',
      createdAt: '2026-03-01T00:00:00Z',
    }),
    partner({
      id: '2',
      name: 'City Heart Clinic',
      type: 'doctor',
      specialization: 'Cardiology',
      state: 'Karnataka',
      district: 'Mysuru',
      createdAt: '2026-02-01T00:00:00Z',
    }),
    partner({
      id: '3',
      name: 'Apollo Pharmacy',
      type: 'pharmacy',
      specialization: null,
      address: '4 Residency Road',
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      createdAt: '2026-01-01T00:00:00Z',
    }),
    ...Array.from({ length: 12 }, (_, i) =>
      partner({
        id: `d${i}`,
        name: `Diagnostics Lab ${i}`,
        type: 'diagnostic',
        specialization: null,
        createdAt: `2025-12-${String(i + 10)}T00:00:00Z`,
      }),
    ),
  ]);
  return db;
}

describe('offline directory search', () => {
  it('finds partners by name, specialisation or address, ignoring case', async () => {
    const db = await cachedDirectory();
    expect((await searchDirectory(db, { q: 'SUNRISE' })).partners.map((p) => p.id)).toEqual(['1']);
    expect((await searchDirectory(db, { q: 'cardio' })).partners.map((p) => p.id)).toEqual(['2']);
    expect((await searchDirectory(db, { q: 'residency road' })).partners.map((p) => p.id)).toEqual([
      '3',
    ]);
  });

  it('filters by type, state, district and specialisation, treating "all" and blanks as no filter', async () => {
    const db = await cachedDirectory();
    expect((await searchDirectory(db, { type: 'pharmacy' })).partners.map((p) => p.id)).toEqual([
      '3',
    ]);
    expect(
      (await searchDirectory(db, { state: 'karnataka', district: 'Mysuru' })).partners.map(
        (p) => p.id,
      ),
    ).toEqual(['2']);
    expect(
      (
        await searchDirectory(db, { specialization: 'Orthodontics', type: 'all', q: ' ' })
      ).partners.map((p) => p.id),
    ).toEqual(['1']);
  });

  it('pages ten at a time, newest first, with the same pagination object as the API', async () => {
    const db = await cachedDirectory();

    const first = await searchDirectory(db, {});
    const second = await searchDirectory(db, { page: 2 });

    expect(first.partners.map((p) => p.id).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(first.partners).toHaveLength(10);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalPartners: 15,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 10,
    });
    expect(second.partners).toHaveLength(5);
    expect(second.pagination).toMatchObject({
      currentPage: 2,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('answers an empty directory with page 1 of 1', async () => {
    const { partners, pagination } = await searchDirectory(freshDb(), { q: 'anything' });
    expect(partners).toEqual([]);
    expect(pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalPartners: 0,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
    });
  });

  it('reads a state or type through its index instead of loading the whole directory', async () => {
    const db = await cachedDirectory();
    const wholeTable = vi.spyOn(db.directory, 'toArray');

    const inKerala = await searchDirectory(db, { state: 'KERALA ' });
    const pharmacies = await searchDirectory(db, { type: 'Pharmacy' });

    expect(inKerala.partners.map((p) => p.id)).toEqual(['1']);
    expect(pharmacies.partners.map((p) => p.id)).toEqual(['3']);
    expect(wholeTable).not.toHaveBeenCalled();
  });

  // The API parity test (api/src/features/sync/directory-parity.test.ts) holds the shared rule
  // to `GET api/partners`; this holds the indexed read to the shared rule over every row.
  it.each<[string, DirectoryFilters]>([
    ['a state in another case, with spaces', { state: ' karnataka ' }],
    ['a state and a type', { state: 'Karnataka', type: 'diagnostic', page: 2, limit: 3 }],
    ['a type in capitals with text', { type: 'DENTIST', q: 'sunrise' }],
    ['a state and district', { state: 'karnataka', district: 'mysuru' }],
    ['"all" types and a blank state', { type: 'all', state: '  ' }],
    ['a state with no partners', { state: 'Goa' }],
    ['a type nobody has', { type: 'ayurveda' }],
  ])('answers %s exactly as the shared search over the whole directory', async (_l, filters) => {
    const db = await cachedDirectory();
    const everyRow = await db.directory.toArray();

    expect(await searchDirectory(db, filters)).toEqual(searchDirectoryPartners(everyRow, filters));
  });

  // A keystroke looks its candidates up in the *words index; the answer stays the shared rule's.
  it.each<[string, DirectoryFilters]>([
    ['a word prefix', { q: 'diag' }],
    ['a one-letter prefix', { q: 'd' }],
    ['two words, the last a prefix', { q: 'lab 1' }],
    ['a word the index splits (the last part a prefix)', { q: 'residency-ro' }],
    ['capitals, accents and punctuation', { q: 'SÚNRISE, dental' }],
    ['words from two fields', { q: 'cardiology mysuru' }],
    ['text with filters and a page', { q: 'lab', type: 'diagnostic', page: 2, limit: 5 }],
    ['a word nobody has', { q: 'zebra' }],
    ['no searchable word', { q: '" -- "' }],
  ])('searches %s exactly as the shared search over the whole directory', async (_l, filters) => {
    const db = await cachedDirectory();
    const everyRow = await db.directory.toArray();
    const wholeTable = vi.spyOn(db.directory, 'toArray');

    expect(await searchDirectory(db, filters)).toEqual(searchDirectoryPartners(everyRow, filters));
    expect(wholeTable).not.toHaveBeenCalled();
  });

  it('answers keystroke after keystroke from the same session, and sees a partner stored meanwhile', async () => {
    const db = await cachedDirectory();
    const ids = async (q: string) => (await searchDirectory(db, { q })).partners.map((p) => p.id);

    expect(await ids('sun')).toEqual(['1']);
    expect(await ids('sunr')).toEqual(['1']);
    await db.directory.put(
      partner({ id: '9', name: 'Sunshine Clinic', createdAt: '2026-04-01T00:00:00Z' }),
    );
    await db.directory.put(
      partner({ id: '1', name: 'Moonlight Dental', createdAt: '2026-03-01T00:00:00Z' }),
    );

    expect(await ids('sun')).toEqual(['9']);
    expect(await ids('moon')).toEqual(['1']);
    await db.directory.delete('9');
    expect(await ids('sun')).toEqual([]);
  });

  it('narrows a big directory by more than one word and still answers as the shared search', async () => {
    const db = freshDb();
    await db.directory.bulkPut(
      Array.from({ length: 700 }, (_, i) =>
        partner({
          id: String(i + 1),
          name: `${i % 2 ? 'Lotus' : 'Lakeview'} Lab ${i}`,
          address: `${i % 7} Ring Road`,
          createdAt: `2026-01-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:00Z`,
        }),
      ),
    );
    const everyRow = await db.directory.toArray();

    for (const q of ['l', 'la', 'lab 3', 'lotus lab 1', 'lakeview 6 ring', 'ring-road lo'])
      expect(await searchDirectory(db, { q, limit: 50 })).toEqual(
        searchDirectoryPartners(everyRow, { q, limit: 50 }),
      );
  });
});
