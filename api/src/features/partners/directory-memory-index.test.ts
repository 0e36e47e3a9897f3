// The in-memory directory search answers exactly as the SQL (FTS5) search: the same partners in
// the same order and the same count, for random and awkward searches on one seeded database; it
// follows approvals, edits and removals, another instance's too; SQL answers while it builds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_TYPES,
  directoryPagination,
  pageWindow,
  partnersQuerySchema,
  partnersResponseSchema,
  specializationsMatching,
} from '@mcs/shared';
import { demoDirectoryPartner } from '../../seed/demo-partners.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { onPostgres } from '../../test/test-database.ts';
import { directoryVersion } from '../sync/sync-pull.service.ts';
import { directoryMemoryIndex, memoryIndexOf } from './directory-memory-index.ts';
import { directoryAnswer } from './directory.service.ts';
import { toPartnerListing } from './partner-mapper.ts';
import { searchDirectory } from './partners.repo.ts';
import type { DirectoryFilter } from './partners.repo.ts';

const PARTNERS = 1_500;

let dir: string;
let t: TestApp;
let other: TestApp;

/** A small seeded random source, so a failure names a search that can be asked again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe.skipIf(onPostgres)('the in-memory directory search (SQLite)', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mcs-memory-index-'));
    const env = { database: { kind: 'sqlite' as const, file: join(dir, 'mcs.sqlite') } };
    t = await makeTestApp({ env });
    const now = new Date('2026-03-01T00:00:00.000Z');
    const rows = Array.from({ length: PARTNERS }, (_, i) => demoDirectoryPartner(i + 1, now));
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
      {
        name: 'ÅNGSTRÖM Ÿoga Œuvre',
        address: 'Straße 5',
        state: 'Tamil:Nadu',
        district: 'Old-Town (East)',
      },
      // Same creation time as another: the higher id comes first.
      { name: 'Twin Clinic A', created_at: rows[10]!.created_at },
      { name: 'Twin Clinic B', created_at: rows[10]!.created_at },
      { name: 'Pending Clinic', status: 'pending' as const },
    ].map((fields, i) => ({ ...demoDirectoryPartner(PARTNERS + i + 1, now), ...fields }));
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto('partners')
        .values(rows.slice(i, i + 100))
        .execute();
    await t.db.insertInto('partners').values(extra).execute();
    other = await makeTestApp({ env });
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers random and awkward searches exactly as the SQL search', async () => {
    const index = directoryMemoryIndex(t.db);
    const version = await directoryVersion(t);
    await index.build(version);
    const rows = await t.db.selectFrom('partners').selectAll().execute();
    const words = [
      ...new Set(
        rows.flatMap((r) =>
          `${r.name} ${r.responsible_name} ${r.address} ${r.district} ${r.state} ${r.specialization ?? ''}`.split(
            /\s+/,
          ),
        ),
      ),
    ];
    const pick = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)]!;
    const odd = [
      '',
      ' ',
      '--',
      '"',
      '"heart" OR x',
      'cl*',
      'NEAR(a b)',
      'a:b',
      '^',
      '\t',
      'ẞ',
      'ö',
      'é',
      '12',
      '0',
      'mg-road',
      "o'brien",
      'sao tome',
      'SÃO',
      'x y z',
      '%',
      '_',
      'clinic clinic',
    ];
    const states = [...new Set(rows.map((r) => r.state))];
    const districts = [...new Set(rows.map((r) => r.district))];
    const specs = [...new Set(rows.map((r) => r.specialization ?? ''))];
    const types = PARTNER_TYPES;
    const r = random(26);
    const vary = (s: string) =>
      r() < 0.3 ? s.toUpperCase() : r() < 0.5 ? ` ${s.toLowerCase()} ` : s;
    let answered = 0;
    const asked = 1_500;
    for (let n = 0; n < asked; n++) {
      const parts: string[] = [];
      const wordCount = Math.floor(r() * 3);
      for (let w = 0; w < wordCount; w++) {
        const word = r() < 0.15 ? pick(odd, r) : pick(words, r);
        parts.push(r() < 0.6 ? word.slice(0, 1 + Math.floor(r() * word.length)) : word);
      }
      const filter: DirectoryFilter = {
        q: parts.length ? vary(parts.join(' ')) : r() < 0.1 ? pick(odd, r) || undefined : undefined,
        type: r() < 0.2 ? pick(types, r) : undefined,
        state: r() < 0.2 ? vary(pick(states, r)) : undefined,
        district: r() < 0.1 ? vary(pick(districts, r)) : undefined,
        specializations:
          r() < 0.1 ? specializationsMatching(pick(specs, r) || 'Cardiology') : undefined,
      };
      const page = pageWindow(1 + Math.floor(r() * r() * 40), pick([1, 10, 20, 50], r));
      const expected = await searchDirectory(t.db, 'sqlite', filter, page);
      const found = index.search(filter, page, version);
      if (!found) continue;
      answered++;
      expect({ ids: found.ids, total: found.total }, JSON.stringify({ filter, page })).toEqual({
        ids: expected.rows.map((row) => row.id),
        total: expected.total,
      });
    }
    // Phrases ("mg-road") go to SQL; nearly everything else is answered here.
    expect(answered).toBeGreaterThan(asked * 0.9);
  });

  it("writes a page's answer, from kept listings too, exactly as the SQL search's answer reads", async () => {
    const version = await directoryVersion(t);
    await memoryIndexOf(t.db).build(version);
    const rows = await t.db.selectFrom('partners').select(['name', 'state', 'type']).execute();
    const r = random(27);
    // Pages named alike (`sameAs`) must read alike: their compressed bodies are shared.
    const pagesNamed = new Map<string, string>();
    for (let n = 0; n < 200; n++) {
      const row = rows[Math.floor(r() * rows.length)]!;
      const word = row.name.split(' ')[0]!;
      const query = partnersQuerySchema.parse({
        q: r() < 0.7 ? word.slice(0, 1 + Math.floor(r() * word.length)) : undefined,
        type: r() < 0.3 ? row.type : undefined,
        state: r() < 0.3 ? row.state : undefined,
        page: String(1 + Math.floor(r() * 3)),
        limit: String([5, 12, 50][n % 3]),
      });
      const filter = {
        q: query.q,
        type: query.type,
        state: query.state,
        specializations: undefined,
      };
      const sql = await searchDirectory(
        t.db,
        'sqlite',
        filter,
        pageWindow(query.page, query.limit),
      );
      const expected = JSON.stringify({
        partners: sql.rows.map((row) => toPartnerListing(row)),
        pagination: directoryPagination(sql.total, query.page, query.limit),
      });
      // Asked twice: the second time its listings are the kept ones.
      for (let again = 0; again < 2; again++) {
        const page = await directoryAnswer(t, query, version);
        const json = await page.json();
        expect(json, JSON.stringify(query)).toBe(expected);
        expect(page.sameAs).toBeDefined();
        pagesNamed.set(page.sameAs!, pagesNamed.get(page.sameAs!) ?? json);
        expect(pagesNamed.get(page.sameAs!), JSON.stringify(query)).toBe(json);
      }
    }
    // Some of the 200 searches found the same page (a shorter and a longer prefix of one name).
    expect(pagesNamed.size).toBeLessThan(200);
  });

  it('names two searches that find the same page alike, and a page of another version apart', async () => {
    await t.createPartner({ name: 'Ombrevia Dental Care' });
    const version = await directoryVersion(t);
    await memoryIndexOf(t.db).build(version);
    const ask = (q: string, at = version) =>
      directoryAnswer(t, partnersQuerySchema.parse({ q }), at);
    const [short, long, other] = await Promise.all([ask('ombre'), ask('ombrevia'), ask('ombrev')]);
    expect(short.sameAs).toBe(long.sameAs);
    expect(other.sameAs).toBe(long.sameAs);
    await t.createPartner({ name: 'Ombrevia Eye Clinic' });
    const next = await directoryVersion(t);
    await memoryIndexOf(t.db).build(next);
    const after = await ask('ombrevia', next);
    expect(after.sameAs).not.toBe(long.sameAs);
    expect(JSON.parse(await after.json()).partners).toHaveLength(2);
  });

  it('shows a listing as it is now once a partner changes, not as it was kept', async () => {
    const partner = await t.createPartner({
      name: 'Vellichor Clinic',
      contact_phone: '9876500001',
    });
    const ask = async () => {
      const version = await directoryVersion(t);
      await memoryIndexOf(t.db).build(version);
      const query = partnersQuerySchema.parse({ q: 'vellichor' });
      const answer = partnersResponseSchema.parse(
        JSON.parse(await (await directoryAnswer(t, query, version)).json()),
      );
      return answer.partners.map((p) => `${p.name} ${p.contactPhone}`);
    };
    expect(await ask()).toEqual(['Vellichor Clinic 9876500001']);
    await t.db
      .updateTable('partners')
      .set({ name: 'Vellichor Care', contact_phone: '9876500002' })
      .where('id', '=', partner.id)
      .execute();
    expect(await ask()).toEqual(['Vellichor Care 9876500002']);
    await t.db.deleteFrom('partners').where('id', '=', partner.id).execute();
  });

  it('answers from SQL while it builds, then from memory, the same', async () => {
    const version = await directoryVersion(t);
    const index = directoryMemoryIndex(t.db);
    const filter = { q: 'cl' };
    const page = pageWindow(1, 10);
    expect(index.search(filter, page, version)).toBeUndefined();
    expect(index.ready(version)).toBe(false);
    await index.build(version);
    expect(index.search(filter, page, version)?.total).toBe(
      (await searchDirectory(t.db, 'sqlite', filter, page)).total,
    );
    // A moved version: stale, SQL answers until it is built again.
    expect(index.search(filter, page, version + 1)).toBeUndefined();
  });

  it('follows approvals, edits and removals, from this instance and from another', async () => {
    const ask = async (app: TestApp, q: string) => {
      // Both apps ask through the index once it is built for the current version.
      await memoryIndexOf(app.db).build(await directoryVersion(app));
      const res = await app.request('GET', `/api/partners?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const body = partnersResponseSchema.parse(await res.json());
      return { names: body.partners.map((p) => p.name), total: body.pagination.totalPartners };
    };
    expect((await ask(t, 'zephyrine')).total).toBe(0);
    const partner = await other.createPartner({ name: 'Zephyrine Clinic' });
    for (const app of [t, other])
      expect(await ask(app, 'zephyr')).toEqual({ names: ['Zephyrine Clinic'], total: 1 });
    await other.db
      .updateTable('partners')
      .set({ name: 'Quillon Clinic' })
      .where('id', '=', partner.id)
      .execute();
    for (const app of [t, other]) {
      expect((await ask(app, 'zephyr')).total).toBe(0);
      expect((await ask(app, 'quillon')).names).toEqual(['Quillon Clinic']);
    }
    await other.db
      .updateTable('partners')
      .set({ status: 'rejected' })
      .where('id', '=', partner.id)
      .execute();
    for (const app of [t, other]) expect((await ask(app, 'quillon')).total).toBe(0);
    await other.db
      .updateTable('partners')
      .set({ status: 'approved' })
      .where('id', '=', partner.id)
      .execute();
    for (const app of [t, other]) expect((await ask(app, 'quillon')).total).toBe(1);
    await other.db.deleteFrom('partners').where('id', '=', partner.id).execute();
    for (const app of [t, other]) expect((await ask(app, 'quillon')).total).toBe(0);
  });
});
