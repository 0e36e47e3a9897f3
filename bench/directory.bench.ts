// Directory search at scale: GET /api/partners (in-process, app.request) over 50,000 approved
// partners, for the filters the directory screen sends. Figures only: median ms per query.
import Database from 'better-sqlite3';
import { demoDirectoryPartner } from '../api/src/db/seed/demo-partners.ts';
import { makeTestApp } from '../api/src/test/test-app.ts';
import { median, perSecond, printTable, timed } from './bench-kit.ts';

const PARTNERS = 50_000;
const RUNS = 9;

const QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['no filter, page 1', ''],
  ['q, a common word ("clinic")', 'q=clinic'],
  ['q, a word prefix ("sanj")', 'q=sanj'],
  ['q, two words ("apollo dental")', 'q=apollo%20dental'],
  ['type + state', 'type=dentist&state=Kerala'],
  ['state + district', 'state=Tamil%20Nadu&district=Chennai'],
  ['specialization', 'specialization=Cardiology'],
  ['deep page (page 2,000)', 'page=2000'],
  ['q + deep page (page 500)', 'q=clinic&page=500'],
];

/** The demo directory's generator, 50,000 times, through one prepared statement in one transaction. */
function bulkInsertPartners(file: string): number {
  const sqlite = new Database(file);
  const now = new Date();
  const columns = Object.keys(demoDirectoryPartner(1, now));
  const insert = sqlite.prepare(
    `insert into partners (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const insertAll = sqlite.transaction(() => {
    for (let i = 1; i <= PARTNERS; i++) insert.run(demoDirectoryPartner(i, now));
  });
  const ms = performance.now();
  insertAll();
  const elapsed = performance.now() - ms;
  sqlite.pragma('optimize');
  sqlite.close();
  return elapsed;
}

async function main() {
  const t = await makeTestApp();
  try {
    if (t.env.database.kind !== 'sqlite') throw new Error('the directory bench needs SQLite');
    const insertMs = bulkInsertPartners(t.env.database.file);

    const rows: [string, string][] = [
      [
        `insert ${PARTNERS.toLocaleString('en-IN')} partners (one transaction)`,
        `${insertMs.toFixed(0)} ms  ${perSecond(PARTNERS, insertMs)}`,
      ],
    ];
    for (const [label, query] of QUERIES) {
      let found = 0;
      const get = async () => {
        const res = await t.app.request(`/api/partners${query ? `?${query}` : ''}`);
        if (res.status !== 200) throw new Error(`${label}: status ${res.status}`);
        const body = (await res.json()) as { pagination: { totalPartners: number } };
        found = body.pagination.totalPartners;
      };
      await get(); // warm the statement cache
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await timed(get));
      rows.push([
        label,
        `${median(times).toFixed(2)} ms  (${found.toLocaleString('en-IN')} match)`,
      ]);
    }
    printTable(
      `Directory: GET /api/partners over ${PARTNERS.toLocaleString('en-IN')} partners (median of ${RUNS})`,
      rows,
    );
  } finally {
    await t.close();
  }
}

await main();
