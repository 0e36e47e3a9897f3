// Two API instances behind a load balancer, one PostgreSQL: every desk's outbox
// reaches both at once, in opposite orders, as retries and a balancer would spread it. Each visit
// must be stored exactly once and answered `applied` exactly once overall. Real servers over
// HTTP, each with its own pool; runs in the api-postgres project only (TEST_DATABASE_URL).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syncPushResponseSchema } from '@mcs/shared';
import type { SyncMutation, SyncPushResult } from '@mcs/shared';
import { startServer } from '../../server.ts';
import type { RunningServer } from '../../server.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createPostgresTestDatabase, onPostgres } from '../../test/test-database.ts';

const DESKS = 4;
const VISITS_PER_DESK = 250;
const BATCH = 25;
const ATTEMPTS = 30;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** POST the batch to one instance until it answers 200: 503 (busy) and network errors retry. */
async function pushUntilAnswered(
  server: RunningServer,
  token: string,
  batch: SyncMutation[],
): Promise<SyncPushResult[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${server.url}/api/sync/push`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: batch }),
      });
      if (res.status === 200) return syncPushResponseSchema.parse(await res.json()).results;
      if (res.status !== 503 || attempt >= ATTEMPTS)
        throw new Error(`push answered ${res.status}: ${await res.text()}`);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof TypeError)) throw error;
    }
    // A short pause before the retry, as the desk's outbox backs off.
    await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
  }
}

describe.runIf(onPostgres)('two API instances on one PostgreSQL', () => {
  it('store 1,000 visits pushed through both at once exactly once, each applied once', async () => {
    const database = await createPostgresTestDatabase();
    cleanups.push(database.release);
    const jwtSecret = randomBytes(32).toString('hex');
    const t: TestApp = await makeTestApp({ env: { database: database.database, jwtSecret } });
    cleanups.push(() => t.close());
    const instances: RunningServer[] = [];
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), `mcs-instance-${i}-`));
      const server = await startServer({
        port: 0,
        dataDir,
        demo: false,
        env: { database: database.database, jwtSecret, logLevel: 'silent', host: '127.0.0.1' },
      });
      instances.push(server);
      cleanups.push(async () => {
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      });
    }

    const enrolled = new Date(Date.now() - 30 * 24 * 3_600_000).toISOString();
    const clientTime = new Date(Date.now() - 3_600_000).toISOString();
    const members = await Promise.all(
      Array.from({ length: 10 }, () => t.createMember({ createdAt: enrolled })),
    );
    const desks = await Promise.all(
      Array.from({ length: DESKS }, async (_, d) => {
        const partner = await t.createPartner({ name: `Desk ${d}` });
        const visits: SyncMutation[] = Array.from({ length: VISITS_PER_DESK }, (_, i) => ({
          id: randomUUID(),
          kind: 'visit',
          clientTime,
          payload: {
            membershipId: members[(d + i) % members.length]!.membership_id,
            service: `Consultation ${i}`,
            discountApplied: 10,
            billAmount: 400,
          },
        }));
        const batches = Array.from({ length: VISITS_PER_DESK / BATCH }, (_, b) =>
          visits.slice(b * BATCH, (b + 1) * BATCH),
        );
        return { token: await t.tokens.partner(partner), visits, batches };
      }),
    );

    // Each desk sends its outbox to both instances at the same time, one batch after another on
    // each: first to last through one, last to first through the other.
    const answers = await Promise.all(
      desks.flatMap(({ token, batches }) =>
        instances.map(async (server, i) => {
          const results: SyncPushResult[] = [];
          for (const batch of i === 0 ? batches : [...batches].reverse())
            results.push(...(await pushUntilAnswered(server, token, batch)));
          return results;
        }),
      ),
    );

    const all = answers.flat();
    const ids = desks.flatMap((d) => d.visits.map((v) => v.id));
    expect(ids).toHaveLength(1_000);
    expect(all.filter((r) => r.status === 'rejected')).toEqual([]);
    const applied = all.filter((r) => r.status === 'applied').map((r) => r.id);
    expect(applied).toHaveLength(1_000);
    expect(new Set(applied)).toEqual(new Set(ids));

    const stored = await t.db.selectFrom('visits').select(['client_id', 'partner_id']).execute();
    expect(stored).toHaveLength(1_000);
    expect(new Set(stored.map((v) => v.client_id))).toEqual(new Set(ids));
    // Each desk's served-members counter moved with its own visits only, once per member.
    const partners = await t.db
      .selectFrom('partners')
      .select(['members_served'])
      .where('name', 'like', 'Desk %')
      .execute();
    expect(partners.map((p) => p.members_served)).toEqual(Array(DESKS).fill(members.length));
  });
});
