// Migration 0022 moves partners stored under a district's old name to its current one, so the
// directory's district filter (current names only) finds them, and phones that keep the directory
// are told of the change.
import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { searchDirectory } from '../../features/partners/partners.repo.ts';
import { testPartnerRow } from '../../test/test-rows.ts';
import { migrateToLatest, openDatabase } from '../database.ts';
import type { DB } from '../schema.ts';
import { migrationsFor } from './index.ts';

let db: Kysely<DB> | undefined;
afterEach(async () => db?.destroy());

describe('current district names (migration 0022)', () => {
  it('renames old district names within their state and keeps the directory in step', async () => {
    db = openDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor('sqlite') },
    });
    const { error } = await migrator.migrateTo('0021_counted_visits_index');
    if (error) throw error;
    const at = new Date('2026-03-01T10:00:00.000Z');
    const partner = (name: string, state: string, district: string) =>
      testPartnerRow(at, {
        name,
        state,
        district,
        email: `${name.replaceAll(' ', '').toLowerCase()}@test.mcs`,
        password_hash: '!disabled',
      });
    await db
      .insertInto('partners')
      .values([
        partner('Lotus Clinic', 'Karnataka', 'Bangalore Urban'),
        partner('Lotus Labs', 'Uttar Pradesh', 'allahabad'),
        // Aurangabad is an old name in Maharashtra only; Bihar's Aurangabad keeps its name.
        partner('Lotus Dental', 'Bihar', 'Aurangabad'),
      ])
      .execute();
    const changesBefore = await db.selectFrom('directory_changes').select('partner_id').execute();

    await migrateToLatest(db);

    const districts = await db
      .selectFrom('partners')
      .select(['name', 'district'])
      .orderBy('name')
      .execute();
    expect(districts).toEqual([
      { name: 'Lotus Clinic', district: 'Bengaluru Urban' },
      { name: 'Lotus Dental', district: 'Aurangabad' },
      { name: 'Lotus Labs', district: 'Prayagraj' },
    ]);
    const found = await searchDirectory(
      db,
      'sqlite',
      { q: 'lotus', state: 'Karnataka', district: 'Bengaluru Urban' },
      { offset: 0, limit: 10 },
    );
    expect(found.rows.map((row) => row.name)).toEqual(['Lotus Clinic']);
    const changesAfter = await db.selectFrom('directory_changes').select('partner_id').execute();
    expect(changesAfter.length - changesBefore.length).toBe(2);
  });
});
