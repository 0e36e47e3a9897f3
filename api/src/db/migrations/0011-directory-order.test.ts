// Migration 0011 re-keys the directory's full-text index: partners already in a database are
// found after it, newest first, and only approved ones.
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

describe('directory keys (migration 0011)', () => {
  it('indexes the partners already stored, newest first, approved only', async () => {
    db = openDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor('sqlite') },
    });
    const { error } = await migrator.migrateTo('0010_visit_patient');
    if (error) throw error;
    const partner = (name: string, at: string, status: 'approved' | 'pending' = 'approved') =>
      testPartnerRow(new Date(at), {
        name,
        status,
        email: `${name.replaceAll(' ', '').toLowerCase()}@test.mcs`,
        password_hash: '!disabled',
      });
    // Stored oldest last, so the id order is not the directory's.
    await db
      .insertInto('partners')
      .values([
        partner('Lotus Clinic', '2026-03-01T10:00:00.000Z'),
        partner('Lotus Dental', '2026-09-01T10:00:00.000Z'),
        partner('Lotus Waiting', '2026-10-01T10:00:00.000Z', 'pending'),
        partner('Lotus Labs', '2025-01-01T10:00:00.000Z'),
      ])
      .execute();

    await migrateToLatest(db);
    const found = await searchDirectory(db, 'sqlite', { q: 'lotus' }, { offset: 0, limit: 10 });
    expect(found.total).toBe(3);
    expect(found.rows.map((row) => row.name)).toEqual([
      'Lotus Dental',
      'Lotus Clinic',
      'Lotus Labs',
    ]);
  });
});
