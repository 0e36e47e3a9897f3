// The directory answers the same on SQLite (FTS5) and PostgreSQL (tsvector + GIN): the same
// partners, the same queries, both databases side by side, every answer compared whole (names,
// order and pagination). Runs in the api-postgres project only (TEST_DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnersResponseSchema } from '@mcs/shared';
import { demoDirectoryPartner } from '../../seed/demo-partners.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { onPostgres } from '../../test/test-database.ts';

const PARTNERS = 300;

let sqliteDir: string;
let sqlite: TestApp;
let postgres: TestApp;

describe.runIf(onPostgres)('the directory on SQLite and on PostgreSQL', () => {
  beforeAll(async () => {
    sqliteDir = mkdtempSync(join(tmpdir(), 'mcs-dialects-'));
    sqlite = await makeTestApp({
      env: { database: { kind: 'sqlite', file: join(sqliteDir, 'mcs.sqlite') } },
    });
    postgres = await makeTestApp();
    const now = new Date('2026-03-01T00:00:00.000Z');
    const rows = Array.from({ length: PARTNERS }, (_, i) => demoDirectoryPartner(i + 1, now));
    // A few hand-made rows for what the generated ones lack: accents, hyphens, punctuation.
    const extra = [
      {
        name: 'Clínica São Tomé',
        address: '7 Rua Direita',
        responsible_name: 'Dr. Inês Fernandes',
      },
      {
        name: 'City Heart Clinic',
        address: '12 MG-Road, Jayalakshmipuram',
        responsible_name: "Dr. Arjun O'Brien",
      },
      {
        name: 'Smile+ Dental (24x7)',
        address: 'Shop 3/4, Anna Salai',
        responsible_name: 'Dr. R. K. Iyer',
      },
    ].map((fields, i) => ({ ...demoDirectoryPartner(PARTNERS + i + 1, now), ...fields }));
    for (const app of [sqlite, postgres]) {
      for (let i = 0; i < rows.length; i += 100)
        await app.db
          .insertInto('partners')
          .values(rows.slice(i, i + 100))
          .execute();
      await app.db.insertInto('partners').values(extra).execute();
    }
  });

  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
    rmSync(sqliteDir, { recursive: true, force: true });
  });

  it.each([
    '',
    'page=3',
    'limit=50&page=2',
    'q=clinic',
    'q=CLINIC',
    'q=cl',
    'q=dental%20care',
    'q=dr',
    'q=sao%20tome',
    'q=s%C3%A3o',
    'q=mg-road',
    'q=road%20mg',
    'q=o%27brien',
    'q=24x7',
    'q=3%2F4',
    'q=smile%2B',
    'q=%22heart%22%20OR%20x',
    'q=ental',
    'q=--',
    'type=dentist',
    'type=dentist&q=d',
    'state=Kerala',
    'state=kerala&district=ernakulam',
    'specialization=Cardiology',
    'q=k&state=Karnataka&page=2',
  ])('GET /api/partners?%s', async (query) => {
    const ask = async (app: TestApp) => {
      const res = await app.request('GET', `/api/partners?${query}`);
      expect(res.status).toBe(200);
      const body = partnersResponseSchema.parse(await res.json());
      return { names: body.partners.map((p) => p.name), pagination: body.pagination };
    };
    const [onSqlite, onPostgresDb] = [await ask(sqlite), await ask(postgres)];
    expect(onPostgresDb).toEqual(onSqlite);
  });

  it('really searches: common queries find some partners and not all', async () => {
    const total = async (query: string) =>
      partnersResponseSchema.parse(
        await (await postgres.request('GET', `/api/partners?${query}`)).json(),
      ).pagination.totalPartners;
    const all = await total('');
    for (const query of ['q=clinic', 'q=dr', 'q=mg-road', 'q=sao%20tome']) {
      const found = await total(query);
      expect(found, query).toBeGreaterThan(0);
      expect(found, query).toBeLessThan(all);
    }
  });
});
