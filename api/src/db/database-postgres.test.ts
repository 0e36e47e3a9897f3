// PostgreSQL's own behaviour, where it differs from SQLite's (database.test.ts and
// storage-failures.test.ts hold the SQLite side): the planner answers directory searches from
// its indexes, and a database that goes away and comes back costs requests a clear 503, never a
// restart. Runs in the api-postgres project only (TEST_DATABASE_URL).
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { errorBodySchema, partnersResponseSchema, syncPushResponseSchema } from '@mcs/shared';
import { DATABASE_UNAVAILABLE } from '../lib/error-handler.ts';
import type { Logger } from '../lib/logger.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createPostgresTestDatabase, onPostgres } from '../test/test-database.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import type { TcpProxy } from '../test/tcp-proxy.ts';

let t: TestApp | undefined;
let proxy: TcpProxy | undefined;
let release: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await proxy?.close();
  await release?.();
  t = proxy = release = undefined;
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('answers a directory text search from the GIN index and a state filter from its index', async () => {
    t = await makeTestApp();
    const app = t;
    // Tiny test tables make a scan cheapest; forbidding it shows which index the planner can use.
    const plan = (query: string) =>
      app.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql.raw(`explain ${query}`).execute(trx);
        return rows.map((r) => String(Object.values(r as object)[0])).join('\n');
      });
    expect(
      await plan(
        `select id from partners where partner_search_vector(name, responsible_name, specialization, address, district, state) @@ '''sun'':*'::tsquery`,
      ),
    ).toMatch(/partners_search_idx/);
    expect(
      await plan(
        `select id from partners where status = 'approved' and lower(state) = 'kerala' and lower(district) = 'ernakulam'`,
      ),
    ).toMatch(/partners_place_idx/);
  });

  it('answers 503 with a clear message while the database is gone, says so in the log once, and recovers by itself', async () => {
    const database = await createPostgresTestDatabase();
    release = database.release;
    if (database.database.kind !== 'postgres') throw new Error('a PostgreSQL test');
    proxy = await startTcpProxy(database.database.url);
    const logged: { level: string; message: string }[] = [];
    const logger: Logger = {
      debug: () => {},
      info: (message) => logged.push({ level: 'info', message }),
      warn: (message) => logged.push({ level: 'warn', message }),
      error: (message) => logged.push({ level: 'error', message }),
    };
    t = await makeTestApp({
      env: { database: { kind: 'postgres', url: proxy.url } },
      deps: { logger },
    });
    const { headers } = await t.signIn.partner({ name: 'Sunrise Clinic' });
    expect((await t.request('GET', '/api/health')).status).toBe(200);

    await proxy.cut();
    for (const path of ['/api/partners', '/api/partners/stats', '/api/health']) {
      const res = await t.request('GET', path, undefined, headers);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(errorBodySchema.parse(await res.json())).toEqual({
        message: DATABASE_UNAVAILABLE,
        code: 'database_unavailable',
      });
    }
    expect(logged.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(logged[0]!.message).toMatch(/^The database is unavailable/);

    await proxy.mend();
    const res = await t.request('GET', '/api/partners', undefined, headers);
    expect(res.status).toBe(200);
    expect(partnersResponseSchema.parse(await res.json()).partners.map((p) => p.name)).toEqual([
      'Sunrise Clinic',
    ]);
    expect(logged.map((l) => l.level)).toEqual(['error', 'info']);
    expect(logged[1]!.message).toBe('The database is answering again.');
  });

  it('keeps no part of a push batch cut off by the database going away, and the replay stores it all', async () => {
    const database = await createPostgresTestDatabase();
    release = database.release;
    if (database.database.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const relay = (proxy = await startTcpProxy(database.database.url));
    // The clock is read for each visit of the batch: the tenth reading cuts the database off,
    // in the middle of the batch's transaction, after some visits were inserted.
    let readings = 0;
    let cutAt = Number.POSITIVE_INFINITY;
    const now = () => {
      if (++readings === cutAt) void relay.cut();
      return new Date();
    };
    const app = (t = await makeTestApp({
      env: { database: { kind: 'postgres', url: relay.url } },
      deps: { now },
    }));
    const member = await app.createMember({
      createdAt: new Date(Date.now() - 30 * 24 * 3_600_000).toISOString(),
    });
    const { headers } = await app.signIn.partner();
    const clientTime = new Date(Date.now() - 3_600_000).toISOString();
    const mutations = Array.from({ length: 20 }, (_, i) => ({
      id: randomUUID(),
      kind: 'visit',
      clientTime,
      payload: { membershipId: member.membership_id, service: `Visit ${i}`, discountApplied: 10 },
    }));

    cutAt = readings + 10;
    const cut = await app.request('POST', '/api/sync/push', { mutations }, headers);
    expect(cut.status).toBe(503);
    expect(await cut.json()).toEqual({
      message: DATABASE_UNAVAILABLE,
      code: 'database_unavailable',
    });

    await relay.mend();
    expect(await app.db.selectFrom('visits').select('id').execute()).toEqual([]);
    const replay = await app.request('POST', '/api/sync/push', { mutations }, headers);
    expect(replay.status).toBe(200);
    const { results } = syncPushResponseSchema.parse(await replay.json());
    expect(results.map((r) => r.status)).toEqual(Array(20).fill('applied'));
    expect(await app.db.selectFrom('visits').select('id').execute()).toHaveLength(20);
  });

  it('keeps serving when the server ends every connection of the pool (pg_terminate_backend)', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner({ name: 'Sunrise Clinic' });
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(
      Array.from({ length: 4 }, () => t!.request('GET', '/api/partners', undefined, headers)),
    );
    if (t.env.database.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const name = new URL(t.env.database.url).pathname.slice(1);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = ${name} and pid <> pg_backend_pid()`.execute(t.db);

    // The terminated idle connections are dropped; the next requests get fresh ones.
    for (let i = 0; i < 3; i++) {
      const res = await t.request('GET', '/api/partners', undefined, headers);
      expect([200, 503]).toContain(res.status);
    }
    const res = await t.request('GET', '/api/partners', undefined, headers);
    expect(res.status).toBe(200);
  });
});
