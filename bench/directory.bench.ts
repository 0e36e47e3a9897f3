// Directory search at scale: GET /api/partners in-process (app.request, warmed) over 50,000
// approved partners with the demo directory's realistic names, places and services, for each
// query shape the directory screen sends. Beside each, a `LIKE '%word%'` scan with the same
// filters over the same rows, in the same run: what the full-text index is there to beat. Then
// filter-only pages (type, state, district, specialisation; no text) beside the plain indexed SQL
// for the same rows: a WHERE on the columns and ORDER BY created_at, id through the table's
// ordinary indexes.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { searchWords, specializationsMatching } from '@mcs/shared';
import type { DB } from '../api/src/db/schema.ts';
import { demoDirectoryPartner } from '../api/src/seed/demo-partners.ts';
import { searchDirectory } from '../api/src/features/partners/partners.repo.ts';
import type { DirectoryFilter } from '../api/src/features/partners/partners.repo.ts';
import type { PartnerTypeValue } from '../api/src/db/schema.ts';
import { makeTestApp } from '../api/src/test/test-app.ts';
import { median, reportBudget, timed } from './bench-kit.ts';
import type { BudgetLine } from './bench-kit.ts';
import { seedDirectoryPartners } from './server-process.ts';

const PARTNERS = 50_000;
const RUNS = 101;
const SCANS = 15;
const PAGE = 12;

interface Shape {
  label: string;
  q?: string;
  type?: string;
  state?: string;
  district?: string;
}

/** Shapes built from the seeded rows themselves, so each one finds partners. */
function shapes(): Shape[] {
  const sample = demoDirectoryPartner(4_321, new Date());
  const firstName = sample.responsible_name.split(' ')[0]!;
  const nameWord = sample.name.split(' ')[0]!;
  return [
    { label: `text alone ("${firstName.toLowerCase()}")`, q: firstName },
    { label: 'a common word ("clinic")', q: 'clinic' },
    {
      label: `text + type + state + district ("${nameWord.toLowerCase()}")`,
      q: nameWord,
      type: sample.type,
      state: sample.state,
      district: sample.district,
    },
    {
      label: 'filters without text (type + state + district)',
      type: sample.type,
      state: sample.state,
      district: sample.district,
    },
    { label: `two words ("${nameWord.toLowerCase()} clinic")`, q: `${nameWord} clinic` },
    { label: `a prefix ("${firstName.slice(0, 4).toLowerCase()}")`, q: firstName.slice(0, 4) },
  ];
}

const TEXT = ['name', 'responsible_name', 'specialization', 'address', 'district', 'state'];

/**
 * The same filters as a plain scan of the table (NOT INDEXED: a scan, which is what the index is
 * there to beat): every word somewhere in the text, LIKE '%word%', then the count and the page.
 */
function likeScan(sqlite: Database.Database, shape: Shape) {
  const where = ["status = 'approved'"];
  const params: string[] = [];
  for (const word of shape.q ? searchWords(shape.q) : []) {
    where.push(`(${TEXT.map((c) => `${c} like ?`).join(' or ')})`);
    params.push(...TEXT.map(() => `%${word}%`));
  }
  const filters = [
    ['type = ?', shape.type],
    ['lower(state) = lower(?)', shape.state],
    ['lower(district) = lower(?)', shape.district],
  ] as const;
  for (const [condition, value] of filters) {
    if (!value) continue;
    where.push(condition);
    params.push(value);
  }
  const clause = where.join(' and ');
  const count = sqlite.prepare(`select count(*) as n from partners not indexed where ${clause}`);
  const page = sqlite.prepare(
    `select * from partners not indexed where ${clause} order by created_at desc, id desc limit ${PAGE}`,
  );
  return () => {
    const { n } = count.get(...params) as { n: number };
    page.all(...params);
    return n;
  };
}

interface FilterPage {
  label: string;
  filter: DirectoryFilter;
  page: number;
  /** The same filter as the directory screen asks for it. */
  params: Record<string, string>;
}

/**
 * Filter-only pages a member opens, from the seeded rows themselves. The seed dates its partners
 * 36 hours apart, so only the newest 1,460 or so are dated after 2020, the earliest time the
 * directory's order tells apart (migration 0011): the pages stay among them, where both queries
 * must list the very same partners.
 */
function filterPages(): FilterPage[] {
  const a = demoDirectoryPartner(4_321, new Date());
  const b = demoDirectoryPartner(1_234, new Date());
  const doctor = demoDirectoryPartner(4_320, new Date());
  const pages: Omit<FilterPage, 'filter'>[] = [
    { label: `type (${a.type})`, params: { type: a.type }, page: 1 },
    { label: `state (${b.state})`, params: { state: b.state }, page: 1 },
    {
      label: `state + district (${a.district})`,
      params: { state: a.state, district: a.district },
      page: 1,
    },
    {
      label: `specialisation (${doctor.specialization})`,
      params: { specialization: doctor.specialization ?? '' },
      page: 1,
    },
    {
      label: 'type + state + district',
      params: { type: a.type, state: a.state, district: a.district },
      page: 1,
    },
    { label: `type (${a.type}), page 10`, params: { type: a.type }, page: 10 },
    { label: `state (${b.state}), page 10`, params: { state: b.state }, page: 10 },
  ];
  return pages.map((page) => ({
    ...page,
    filter: {
      type: page.params.type as PartnerTypeValue | undefined,
      state: page.params.state,
      district: page.params.district,
      specializations: page.params.specialization
        ? specializationsMatching(page.params.specialization)
        : undefined,
    },
  }));
}

/** The same filters as plain SQL on the partner rows: the count, then the page, newest first. */
async function plainFilterPage(db: Kysely<DB>, filter: DirectoryFilter, offset: number) {
  let query = db.selectFrom('partners').where('status', '=', 'approved');
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.state) query = query.where(sql`lower(state)`, '=', filter.state.toLowerCase());
  if (filter.district)
    query = query.where(sql`lower(district)`, '=', filter.district.toLowerCase());
  if (filter.specializations?.length)
    query = query.where(sql`lower(specialization)`, 'in', filter.specializations);
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE)
    .offset(offset)
    .execute();
  return { total: Number(n), ids: rows.map((row) => row.id) };
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main() {
  const t = await makeTestApp();
  try {
    if (t.env.database.kind !== 'sqlite') throw new Error('the directory bench needs SQLite');
    const insertMs = seedDirectoryPartners(t.env.database.file, PARTNERS);
    const sqlite = new Database(t.env.database.file, { readonly: true });
    const lines: BudgetLine[] = [
      {
        label: `insert ${PARTNERS.toLocaleString('en-IN')} partners (one transaction)`,
        value: insertMs,
        unit: 'ms',
      },
    ];
    for (const shape of shapes()) {
      const params = new URLSearchParams();
      for (const key of ['q', 'type', 'state', 'district'] as const) {
        if (shape[key]) params.set(key, shape[key]);
      }
      params.set('limit', String(PAGE));
      let found = 0;
      // Each timed search asks for a fresh answer (Cache-Control: no-cache): the search itself is
      // measured, not the answer the server keeps for a repeated one (lib/answer-cache.ts).
      const search = async (fresh = true) => {
        const res = await t.app.request(
          `/api/partners?${params}`,
          fresh ? { headers: { 'cache-control': 'no-cache' } } : {},
        );
        if (res.status !== 200) throw new Error(`${shape.label}: status ${res.status}`);
        found = ((await res.json()) as { pagination: { totalPartners: number } }).pagination
          .totalPartners;
      };
      const scan = likeScan(sqlite, shape);
      await search(); // warm the statement cache
      await search(false); // and keep the answer
      const scanned = scan();
      if (scanned !== found) {
        throw new Error(`${shape.label}: the index found ${found}, the scan ${scanned}`);
      }
      // The index's own query (count and page, as the route runs it) beside the scan's.
      const filter: DirectoryFilter = {
        q: shape.q,
        type: shape.type as PartnerTypeValue | undefined,
        state: shape.state,
        district: shape.district,
      };
      const query = () => searchDirectory(t.db, 'sqlite', filter, { limit: PAGE, offset: 0 });
      const times: number[] = [];
      const repeated: number[] = [];
      const queries: number[] = [];
      const scans: number[] = [];
      // Each in its own block, so one's cache misses do not land in another's figure.
      for (let run = 0; run < RUNS; run++) times.push(await timed(() => search()));
      for (let run = 0; run < RUNS; run++) repeated.push(await timed(() => search(false)));
      for (let run = 0; run < RUNS; run++) queries.push(await timed(query));
      for (let run = 0; run < SCANS; run++) scans.push(await timed(scan));
      const p50 = median(times);
      const speedup = median(scans) / median(queries);
      lines.push(
        {
          label: `${shape.label} p50`,
          value: p50,
          unit: 'ms',
          target: 2,
          note: `${found.toLocaleString('en-IN')} found`,
        },
        { label: `${shape.label} p95`, value: percentile(times, 95), unit: 'ms', target: 10 },
        {
          label: `${shape.label} asked again (kept answer) p50`,
          value: median(repeated),
          unit: 'ms',
        },
        {
          label: `${shape.label}: its query vs a LIKE scan`,
          value: speedup,
          unit: 'x faster',
          target: 10,
          better: 'higher',
          note: `query ${median(queries).toFixed(2)} ms, scan ${median(scans).toFixed(2)} ms`,
        },
      );
    }
    sqlite.close();

    // Filter-only pages: the API's query beside plain indexed SQL, alternating run by run.
    for (const shape of filterPages()) {
      const offset = (shape.page - 1) * PAGE;
      const api = () => searchDirectory(t.db, 'sqlite', shape.filter, { limit: PAGE, offset });
      const plain = () => plainFilterPage(t.db, shape.filter, offset);
      const [ours, theirs] = [await api(), await plain()];
      if (
        ours.total !== theirs.total ||
        ours.rows.map((row) => row.id).join() !== theirs.ids.join()
      ) {
        throw new Error(`${shape.label}: the API and the plain query found different partners`);
      }
      const url = `/api/partners?${new URLSearchParams({ ...shape.params, limit: String(PAGE), page: String(shape.page) })}`;
      const route = async () => {
        const res = await t.app.request(url, { headers: { 'cache-control': 'no-cache' } });
        if (res.status !== 200) throw new Error(`${shape.label}: status ${res.status}`);
        await res.arrayBuffer();
      };
      await route();
      const apiTimes: number[] = [];
      const plainTimes: number[] = [];
      const routeTimes: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        apiTimes.push(await timed(api));
        plainTimes.push(await timed(plain));
        routeTimes.push(await timed(route));
      }
      lines.push({
        label: `filter-only ${shape.label}: the API's query vs plain indexed SQL`,
        value: median(apiTimes) / median(plainTimes),
        unit: 'x its time',
        target: 2,
        note: `API ${median(apiTimes).toFixed(2)} ms, plain ${median(plainTimes).toFixed(2)} ms, ${ours.total.toLocaleString('en-IN')} found; the whole route in-process, a fresh answer: ${median(routeTimes).toFixed(2)} ms`,
      });
    }
    await reportBudget(
      `Directory search: GET /api/partners over ${PARTNERS.toLocaleString('en-IN')} partners (in-process, ${RUNS} runs)`,
      lines,
    );
  } finally {
    await t.close();
  }
}

await main();
