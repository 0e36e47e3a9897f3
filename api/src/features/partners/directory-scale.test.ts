// The directory must stay fast at 50,000 partners (the bench prints the figures). Speed is never
// timed here; instead these tests read SQLite's plan for the exact queries the directory sends,
// captured from a second connection to the test database, and check which index answers them.
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { onPostgres } from '../../test/test-database.ts';
import { testPartnerRow } from '../../test/test-rows.ts';
import { searchDirectory } from './partners.repo.ts';
import type { DirectoryFilter } from './partners.repo.ts';

let t: TestApp | undefined;
let watched: Kysely<DB> | undefined;
afterEach(async () => {
  await watched?.destroy();
  await t?.close();
  watched = undefined;
  t = undefined;
});

/** The test database through a connection that records every query it runs. */
async function watchedDirectory() {
  t = await makeTestApp();
  if (t.env.database.kind !== 'sqlite') throw new Error('these plans are SQLite plans');
  const sent: CompiledQuery[] = [];
  watched = new Kysely<DB>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(t.env.database.file) }),
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  const db = watched;
  return {
    /** Runs one directory search and answers the plan of each query it sent. */
    async plansFor(filter: DirectoryFilter, page = { offset: 0, limit: 10 }) {
      sent.length = 0;
      const result = await searchDirectory(db, 'sqlite', filter, page);
      const plans: string[] = [];
      for (const query of [...sent]) {
        const explained = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        plans.push(explained.rows.map((row) => row.detail).join('\n'));
      }
      return { result, plans };
    },
  };
}

const SELECTIVE_FILTERS: [string, DirectoryFilter][] = [
  ['a state and district', { state: 'Kerala', district: 'Thrissur' }],
  ['a searched word', { q: 'heart' }],
  ['a specialisation in a state', { specializations: ['cardiology'], state: 'Kerala' }],
  ['a type in a state', { type: 'dentist', state: 'Kerala' }],
];

/** "SCAN partners" reads the whole table; the full-text index's own lookup is a search. */
const TABLE_SCAN = /^SCAN partners(?!_fts)\b/m;

// SQLite's query plans; database-postgres.test.ts asks PostgreSQL's planner about the same filters.
describe.skipIf(onPostgres)('directory queries at scale', () => {
  it.each(SELECTIVE_FILTERS)(
    'finds partners by %s through that filter’s index, not by walking every approved partner',
    async (_label, filter) => {
      const directory = await watchedDirectory();
      await t!.createPartner({ name: 'Heart Care', state: 'Kerala', district: 'Thrissur' });
      await t!.createPartner({
        name: 'Smile Dental',
        type: 'dentist',
        specialization: 'Orthodontics',
        state: 'Kerala',
        district: 'Ernakulam',
      });
      await t!.createPartner({
        name: 'Heart Institute',
        specialization: 'Cardiology',
        state: 'Kerala',
        district: 'Ernakulam',
      });
      const { result, plans } = await directory.plansFor(filter);
      expect(result.total).toBeGreaterThan(0);
      expect(plans).toHaveLength(2);
      for (const plan of plans) expect(plan).not.toMatch(TABLE_SCAN);
      // The page query: the index's matches, read newest first, neither sorted nor checked
      // against the newest-first index.
      expect(plans[1]).not.toMatch(/partners_status_created_idx/);
      expect(plans[1]).not.toMatch(/TEMP B-TREE/);
    },
  );

  it('answers a search nothing matches, or a page past the end, from the count alone', async () => {
    const directory = await watchedDirectory();
    await t!.createPartner({ name: 'Heart Care', state: 'Kerala', district: 'Thrissur' });
    const none = await directory.plansFor({ state: 'Goa', district: 'North Goa' });
    expect(none.result).toEqual({ rows: [], total: 0 });
    expect(none.plans).toHaveLength(1);
    const beyond = await directory.plansFor({ state: 'Kerala' }, { offset: 10, limit: 10 });
    expect(beyond.result).toEqual({ rows: [], total: 1 });
    expect(beyond.plans).toHaveLength(1);
  });

  /** More partners than a page, two per minute: the id breaks each tie in creation time. */
  async function insertClinics(count: number) {
    const start = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: count }, (_, i) =>
      testPartnerRow(new Date(start + i * 60_000), {
        name: `Clinic ${i}`,
        email: `scale-${i}@test.mcs`,
        password_hash: '!disabled',
        created_at: new Date(start + Math.floor(i / 2) * 60_000).toISOString(),
      }),
    );
    await t!.db.insertInto('partners').values(rows).execute();
  }

  it('pages every approved partner newest first along the newest-first index', async () => {
    const directory = await watchedDirectory();
    const count = 505;
    await insertClinics(count);

    const first = await directory.plansFor({}, { offset: 0, limit: 3 });
    expect(first.result.total).toBe(count);
    expect(first.result.rows.map((row) => row.name)).toEqual([
      `Clinic ${count - 1}`,
      `Clinic ${count - 2}`,
      `Clinic ${count - 3}`,
    ]);
    expect(first.plans[1]).toMatch(/partners_status_created_idx/);
    expect(first.plans[1]).not.toMatch(/TEMP B-TREE FOR ORDER BY/);

    const last = await directory.plansFor({}, { offset: count - 2, limit: 10 });
    expect(last.result.rows.map((row) => row.name)).toEqual(['Clinic 1', 'Clinic 0']);
  });

  it('pages a searched word newest first straight from the full-text index, ties by id', async () => {
    const directory = await watchedDirectory();
    // Created in an order that is not the id order, so the index's own order must be the
    // directory's: newest first, then the higher id.
    await insertClinics(6);
    await t!.db
      .updateTable('partners')
      .set({ created_at: '2026-06-01T00:00:00.000Z' })
      .where('name', '=', 'Clinic 1')
      .execute();
    const order = async (page = { offset: 0, limit: 10 }) =>
      (await directory.plansFor({ q: 'clinic' }, page)).result.rows.map((row) => row.name);
    expect(await order()).toEqual([
      'Clinic 1',
      'Clinic 5',
      'Clinic 4',
      'Clinic 3',
      'Clinic 2',
      'Clinic 0',
    ]);
    expect(await order({ offset: 2, limit: 2 })).toEqual(['Clinic 4', 'Clinic 3']);

    const { plans } = await directory.plansFor({ q: 'clinic' });
    expect(plans[1]).not.toMatch(/TEMP B-TREE/);
    expect(plans[1]).toMatch(/SEARCH partners USING INTEGER PRIMARY KEY/);

    // Leaving the directory (or the database) takes the partner out of the index.
    await t!.db
      .updateTable('partners')
      .set({ status: 'rejected' })
      .where('name', '=', 'Clinic 5')
      .execute();
    await t!.db.deleteFrom('partners').where('name', '=', 'Clinic 4').execute();
    expect(await order()).toEqual(['Clinic 1', 'Clinic 3', 'Clinic 2', 'Clinic 0']);
    expect((await directory.plansFor({ q: 'clinic' })).result.total).toBe(4);
  });

  it('keeps partners whose creation time is outside the key’s span, or unreadable, findable', async () => {
    const directory = await watchedDirectory();
    await insertClinics(3);
    const created = (name: string, at: string) =>
      t!.db.updateTable('partners').set({ created_at: at }).where('name', '=', name).execute();
    await created('Clinic 0', '1999-12-31T23:59:59.999Z');
    await created('Clinic 1', 'not a time');
    const { result } = await directory.plansFor({ q: 'clinic' });
    expect(result.total).toBe(3);
    // Both count as the span's start: after the rest, the higher id first.
    expect(result.rows.map((row) => row.name)).toEqual(['Clinic 2', 'Clinic 1', 'Clinic 0']);
  });
});
