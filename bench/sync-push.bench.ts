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
const ROUNDS = 5;
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

async function rawInsertMs(file: string): Promise<number> {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const insert = sqlite.prepare(
    `insert into visits (client_id, partner_id, member_id, membership_id, member_name, partner_name, partner_address,
       doctor_name, service, discount_applied, bill_amount, saved_amount, visited_at, created_at, flagged, flag_reason)
     values (?, null, null, 'MCS-2026-000000', 'Bench', 'Bench Clinic', 'Road', 'Dr', ?, 20, 800, 160, ?, ?, 0, null)`,
  );
  const insertAll = sqlite.transaction((ids: string[]) => {
    const now = new Date().toISOString();
    ids.forEach((id, i) => insert.run(id, `Consultation ${i}`, now, now));
  });
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ids = Array.from({ length: BATCH }, () => randomUUID());
    times.push(await timed(() => insertAll(ids)));
  }
  sqlite.close();
  return median(times);
}

async function main() {
  // Fourteen batches of 1,000 visits from one desk: past the daily cap a real desk never reaches.
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
    const rounds = async (doFetch: (body: string) => Response | Promise<Response>) => {
      for (let round = 0; round < WARM_UP; round++) await send(doFetch);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) times.push(await send(doFetch));
      return times;
    };

    const inProcess = await rounds((body) => t.app.request('/api/sync/push', init(body)));

    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sync/push`;
    const overHttp = await rounds((body) => fetch(url, init(body)));
    server.close();

    const raw = await rawInsertMs(t.env.database.kind === 'sqlite' ? t.env.database.file : '');
    const api = median(inProcess);
    const http = median(overHttp);
    await reportBudget(
      `Sync push: one ${BATCH.toLocaleString('en-IN')}-visit batch (median of ${ROUNDS}, after ${WARM_UP} to warm up)`,
      [
        {
          label: 'raw better-sqlite3 insert (one transaction)',
          value: raw,
          unit: 'ms',
          note: perSecond(BATCH, raw),
        },
        {
          label: 'POST /api/sync/push, in-process',
          value: (raw / api) * 100,
          unit: '% of the raw insert rate',
          target: 30,
          better: 'higher',
          note: `${api.toFixed(1)} ms, ${perSecond(BATCH, api)}`,
        },
        {
          label: 'POST /api/sync/push, loopback HTTP',
          value: (raw / http) * 100,
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
