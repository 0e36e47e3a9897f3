// Directory search at scale: GET /api/partners in-process (app.request, warmed) over 50,000
// approved partners with the demo directory's realistic names, places and services, for each
// query shape the directory screen sends. Beside each, a `LIKE '%word%'` scan with the same
// filters over the same rows, in the same run: what the full-text index is there to beat.
import Database from 'better-sqlite3';
import { searchWords } from '@mcs/shared';
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
    await reportBudget(
      `Directory search: GET /api/partners over ${PARTNERS.toLocaleString('en-IN')} partners (in-process, ${RUNS} runs)`,
      lines,
    );
  } finally {
    await t.close();
  }
}

await main();
