// Push throughput: one 1,000-visit batch through POST /api/sync/push (in-process and over
// loopback HTTP), beside the raw better-sqlite3 insert rate of the same visits table on the same
// disk in the same run, so the figure reads as "how much the API costs over the database".
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import type { SyncMutation } from '@mcs/shared';
import { makeTestApp } from '../api/src/test/test-app.ts';
import { median, perSecond, reportBudget, timed } from './bench-kit.ts';

const BATCH = 1_000;
const ROUNDS = 15;
const WARM_UP = 2;

function batchFor(membershipId: string): SyncMutation[] {
  const clientTime = new Date().toISOString();
  return Array.from({ length: BATCH }, (_, i) => ({
    id: randomUUID(),
    kind: 'visit' as const,
    clientTime,
    payload: { membershipId, service: `Consultation ${i}`, discountApplied: 20, billAmount: 800 },
  }));
}

/**
 * The raw side: batches of as many visits through one prepared better-sqlite3 statement in one
 * transaction, on a connection of its own to the same database file. Each row is the visit the
 * API stored last with a new id (the same partner, member, names and address), so both sides
 * write rows of one size to the same index entries; only the API's work differs.
 */
function rawInserter(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const template = sqlite.prepare('select * from visits order by id desc limit 1').get() as Record<
    string,
    unknown
  >;
  const columns = Object.keys(template).filter((column) => column !== 'id');
  const insert = sqlite.prepare(
    `insert into visits (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
  );
  const insertAll = sqlite.transaction((rows: unknown[][]) => {
    for (const row of rows) insert.run(row);
  });
  const rowsFor = (now: string) =>
    Array.from({ length: BATCH }, (_, i) => {
      const fresh: Record<string, unknown> = {
        client_id: randomUUID(),
        service: `Consultation ${i}`,
        visited_at: now,
        created_at: now,
      };
      return columns.map((column) => (column in fresh ? fresh[column] : template[column]));
    });
  return {
    /** Times `count` batches (the rows are made before the clock starts), after one to warm up. */
    async rounds(count: number): Promise<number[]> {
      const times: number[] = [];
      for (let round = 0; round <= count; round++) {
        const rows = rowsFor(new Date().toISOString());
        const ms = await timed(() => insertAll(rows));
        if (round > 0) times.push(ms);
      }
      return times;
    },
    close: () => sqlite.close(),
  };
}

async function main() {
  // Thirty-four batches of 1,000 visits from one desk: past the daily cap a real desk never reaches.
  const t = await makeTestApp({ env: { maxVisitsPerPartnerPerDay: 1_000_000 } });
  try {
    const { member } = await t.signIn.member();
    const { headers } = await t.signIn.partner();
    // The body is made before the clock starts, as the raw insert's ids are: the figure is the
    // server's work (reading, judging, storing and answering), not the client's.
    const send = async (doFetch: (body: string) => Response | Promise<Response>) => {
      const body = JSON.stringify({ mutations: batchFor(member.membership_id) });
      let results: { status: string }[] = [];
      const ms = await timed(async () => {
        ({ results } = (await (await doFetch(body)).json()) as { results: { status: string }[] });
      });
      if (results.filter((r) => r.status === 'applied').length !== BATCH)
        throw new Error(
          `bench batch was not applied: ${JSON.stringify(results.find((r) => r.status !== 'applied'))}`,
        );
      return ms;
    };
    const init = (body: string): RequestInit => ({
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    /** Warmed first, as a running server is: the first batches also pay for compiling the code. */
    const rounds = async (
      doFetch: (body: string) => Response | Promise<Response>,
      warmUp = WARM_UP,
    ) => {
      for (let round = 0; round < warmUp; round++) await send(doFetch);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) times.push(await send(doFetch));
      return times;
    };
    const inProcessSend = (body: string) => t.app.request('/api/sync/push', init(body));

    for (let round = 0; round < WARM_UP; round++) await send(inProcessSend);
    // The raw batches run half before the API's and half after, so they meet the table at the
    // sizes the API's batches met it (each batch adds a thousand rows to its indexes).
    const raw = rawInserter(t.env.database.kind === 'sqlite' ? t.env.database.file : '');
    const rawTimes = await raw.rounds(Math.ceil(ROUNDS / 2));
    const inProcess = await rounds(inProcessSend, 0);
    rawTimes.push(...(await raw.rounds(Math.floor(ROUNDS / 2))));
    raw.close();

    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sync/push`;
    const overHttp = await rounds((body) => fetch(url, init(body)));
    server.close();

    const rawMs = median(rawTimes);
    const api = median(inProcess);
    const http = median(overHttp);
    await reportBudget(
      `Sync push: one ${BATCH.toLocaleString('en-IN')}-visit batch (median of ${ROUNDS}, after ${WARM_UP} to warm up)`,
      [
        {
          label: 'raw better-sqlite3 insert (one transaction)',
          value: rawMs,
          unit: 'ms',
          note: perSecond(BATCH, rawMs),
        },
        {
          label: 'POST /api/sync/push, in-process',
          value: (rawMs / api) * 100,
          unit: '% of the raw insert rate',
          target: 30,
          better: 'higher',
          note: `${api.toFixed(1)} ms, ${perSecond(BATCH, api)}`,
        },
        {
          label: 'POST /api/sync/push, loopback HTTP',
          value: (rawMs / http) * 100,
          unit: '% of the raw insert rate',
          note: `${http.toFixed(1)} ms, ${perSecond(BATCH, http)}`,
        },
      ],
    );
  } finally {
    await t.close();
  }
}

await main();
