// Exactly-once delivery under chaos, with the app's own offline client: 1,000 visits recorded in
// the Dexie outbox (on fake-indexeddb) are pushed by the real sync loop (createSyncEngine, which
// settles each answer with settlePush) over the real HTTP client (createSyncClient) through a proxy
// that drops, delays and cuts connections, while the real server process is SIGKILLed and started
// again twice. Loopback only, bounded in time. At the end the database holds every visit exactly
// once and the outbox is empty, and the server has answered `duplicate` at least once: the answer
// to the first push is always cut after the server committed it, so its replay must come back as
// a duplicate (whatever the seed draws besides), which proves the replay path really ran.
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveQuery } from 'dexie';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../api/src/db/database.ts';
import { loadEnv } from '../api/src/env.ts';
import { createTokenSigner } from '../api/src/lib/tokens.ts';
import { testMemberRow, testPartnerRow } from '../api/src/test/test-rows.ts';
import { OfflineDb } from '../pwa/src/offline/db.ts';
import { countPending, enqueueVisit, listOutbox } from '../pwa/src/offline/outbox.ts';
import { createSyncClient } from '../pwa/src/offline/sync-client.ts';
import type { SyncClient } from '../pwa/src/offline/sync-client.ts';
import { createSyncEngine } from '../pwa/src/offline/sync-loop.ts';
import { seededRandom, startChaosProxy } from './chaos-proxy.ts';
import { ServerProcess } from './server-process.ts';

const VISITS = 1_000;
const BATCH = 25;
/** The server is killed once a third, then two thirds, of the visits are confirmed. */
const KILL_AT = [Math.floor(VISITS / 3), Math.floor((2 * VISITS) / 3)];
const DEADLINE_MS = 90_000;

const dataDir = mkdtempSync(join(tmpdir(), 'mcs-chaos-'));
const jwtSecret = randomBytes(32).toString('hex');
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const serverDb = () =>
  openDatabase(loadEnv({ dataDir, jwtSecret, demo: false, logLevel: 'silent' }, {}));

/** A member to visit and an approved partner's session, written before the server starts. */
async function prepareDatabase() {
  const db = serverDb();
  await migrateToLatest(db);
  const now = new Date();
  const member = await db
    .insertInto('members')
    .values(testMemberRow(now, { email: 'chaos-member@test.mcs', password_hash: 'x' }))
    .returning('membership_id')
    .executeTakeFirstOrThrow();
  const partner = await db
    .insertInto('partners')
    .values(testPartnerRow(now, { email: 'chaos-partner@test.mcs', password_hash: 'x' }))
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  await db.destroy();
  const token = await createTokenSigner(jwtSecret, 3600).sign({
    role: 'partner',
    id: String(partner.id),
    email: partner.email,
    type: 'doctor',
  });
  return { membershipId: member.membership_id, token };
}

async function storedVisitIds(): Promise<string[]> {
  const db = serverDb();
  const rows = await db.selectFrom('visits').select('client_id').execute();
  await db.destroy();
  return rows.map((r) => r.client_id);
}

/** Resolves once the outbox holds nothing at all, pending or rejected. */
function outboxEmptied(outbox: OfflineDb): Promise<void> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => outbox.outbox.count()).subscribe({
      next: (count) => {
        if (count > 0) return;
        subscription.unsubscribe();
        resolve();
      },
      error: reject,
    });
  });
}

function deadline(ms: number, what: () => string): Promise<never> {
  return new Promise((_resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not done within ${ms} ms: ${what()}`)), ms);
    cleanups.push(() => clearTimeout(timer));
  });
}

describe('the outbox under chaos', () => {
  it('delivers 1,000 visits exactly once through a flaky network and two server crashes', async () => {
    const seed = Date.now() % 1_000_000;
    const random = seededRandom(seed);
    const { membershipId, token } = await prepareDatabase();

    const server = new ServerProcess({ dataDir, jwtSecret });
    cleanups.push(() => server.stop('SIGTERM'));
    await server.start();
    let firstPushCut = false;
    const proxy = await startChaosProxy(
      () => server.port,
      { drop: 0.1, delay: 0.3, maxDelayMs: 40, cut: 0.15 },
      random,
      {
        cutAnswer: (head) => {
          if (firstPushCut || !head.startsWith('POST /api/sync/push ')) return false;
          firstPushCut = true;
          return true;
        },
      },
    );
    cleanups.push(() => proxy.close());

    const outbox = new OfflineDb(`mcs-chaos-${seed}`);
    cleanups.push(() => outbox.delete());
    const sent = new Set<string>();
    for (let i = 0; i < VISITS; i++) {
      const item = await enqueueVisit(outbox, {
        membershipId,
        service: `Visit ${i}`,
        discountApplied: 15,
      });
      sent.add(item.id);
    }

    // The crashes are keyed to progress, so both land while visits are still waiting; each is
    // set off just as a push leaves, so it often hits the server mid-request.
    const pendingAtKills: number[] = [];
    let crashes = 0;
    let restarts = Promise.resolve();
    let confirmed = 0;
    /** The visits of the push whose answer was cut, and every `duplicate` answer received. */
    let firstBatch: string[] = [];
    const duplicates = new Set<string>();
    const crashIfDue = () => {
      const due = KILL_AT[crashes];
      if (due === undefined || confirmed < due) return;
      crashes += 1;
      restarts = restarts.then(async () => {
        pendingAtKills.push(await countPending(outbox));
        await server.stop('SIGKILL');
        await server.start();
      });
    };
    const http = createSyncClient({
      baseUrl: `http://127.0.0.1:${proxy.port}`,
      getToken: () => token,
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(10_000) }),
    });
    const client: SyncClient = {
      ...http,
      async push(mutations, token) {
        crashIfDue();
        if (firstBatch.length === 0) firstBatch = mutations.map((m) => m.id);
        const result = await http.push(mutations, token);
        if (result.kind === 'ok') {
          confirmed += result.data.results.filter((r) => r.status !== 'rejected').length;
          for (const r of result.data.results) if (r.status === 'duplicate') duplicates.add(r.id);
        }
        return result;
      },
    };

    const engine = createSyncEngine({
      db: outbox,
      client,
      tasks: { push: true },
      batchSize: BATCH,
      // The app's backoff with jitter, scaled down so a test run takes seconds, not minutes.
      backoff: { intervalMs: 60_000, baseMs: 20, maxMs: 500 },
      random,
      env: {},
    });
    const emptied = outboxEmptied(outbox);
    engine.start();
    cleanups.push(() => engine.stop());
    const context = () =>
      `seed ${seed}, ${confirmed} confirmed, ${duplicates.size} duplicate, kills with ${pendingAtKills.join(' and ')} pending, proxy ${JSON.stringify(proxy.stats)}`;
    await Promise.race([emptied, deadline(DEADLINE_MS, context)]);
    await Promise.race([restarts, deadline(DEADLINE_MS, context)]);
    engine.stop();

    const stored = await storedVisitIds();
    expect(pendingAtKills, context()).toHaveLength(KILL_AT.length);
    for (const pending of pendingAtKills) expect(pending, context()).toBeGreaterThan(0);
    expect(await listOutbox(outbox), context()).toEqual([]);
    expect(stored, context()).toHaveLength(VISITS);
    expect(new Set(stored), context()).toEqual(sent);
    expect(proxy.stats.dropped + proxy.stats.cut, context()).toBeGreaterThan(0);
    // The first push was stored but its answer lost: its replay is answered `duplicate`.
    expect(firstPushCut, context()).toBe(true);
    expect(duplicates.size, context()).toBeGreaterThan(0);
    expect([...duplicates], context()).toEqual(expect.arrayContaining(firstBatch));
  });
});
