// What a busy or full database does to a request: two servers on one SQLite file (the README's
// load-balancer case) and a full disk. Neither is bad input nor a bug, so neither answers 500,
// and neither leaves half a write behind.
import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncMutation } from '@mcs/shared';
import { DATABASE_BUSY, STORAGE_FULL } from '../lib/error-handler.ts';
import type { Logger } from '../lib/logger.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { onPostgres } from '../test/test-database.ts';
import { registrationForm } from '../test/registration-form.ts';
import { openDatabase } from './database.ts';

let t: TestApp | undefined;
let other: SqliteDatabase.Database | undefined;
afterEach(async () => {
  other?.close();
  other = undefined;
  await t?.close();
  t = undefined;
});

/** A second connection on the app's file, as a second server would hold it. */
function secondServer(app: TestApp, timeoutMs = 0): SqliteDatabase.Database {
  if (app.env.database.kind !== 'sqlite') throw new Error('these tests need SQLite');
  other = new SqliteDatabase(app.env.database.file, { timeout: timeoutMs });
  return other;
}

function visits(membershipId: string, n: number, service = 'Consultation'): SyncMutation[] {
  return Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    kind: 'visit' as const,
    // Now: the member was enrolled moments ago, and a visit before enrolment is refused.
    clientTime: new Date().toISOString(),
    payload: { membershipId, service: `${service} ${i}`, discountApplied: 20, billAmount: 500 },
  }));
}

async function count(app: TestApp, table: 'visits' | 'partners' | 'uploads'): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function recordingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, ...details: unknown[]) =>
    lines.push(
      [message, ...details.map((d) => (d instanceof Error ? d.message : String(d)))].join(' '),
    );
  return { logger: { debug: keep, info: keep, warn: keep, error: keep }, lines };
}

// SQLite's file lock and page limit: PostgreSQL has neither (its server takes the writers; a
// database that goes away is tested in database-postgres.test.ts).
describe.skipIf(onPostgres)('two servers on one SQLite file', () => {
  it('a write transaction takes the write lock when it begins, where the busy timeout waits for it', async () => {
    t = await makeTestApp();
    const server = openDatabase(t.env);
    const second = secondServer(t);
    try {
      await server.transaction().execute(async () => {
        // Nothing read or written yet: a deferred BEGIN would hold no lock here, and a later
        // write after another server's commit fails at once with 'database is locked'.
        expect(() => second.exec('begin immediate')).toThrow(/locked|busy/i);
      });
      expect(() => second.exec('begin immediate')).not.toThrow();
      second.exec('rollback');
    } finally {
      await server.destroy();
    }
  });

  it('answers 503 with Retry-After while the other server keeps the lock, and the retry is applied', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member();
    const { headers } = await t.signIn.partner();
    // A short wait keeps the test quick; the server's own is BUSY_TIMEOUT_MS.
    await sql`pragma busy_timeout = 20`.execute(t.db);
    const second = secondServer(t);
    second.exec('begin immediate');

    const batch = visits(member.membership_id, 3);
    const refused = await t.request('POST', '/api/sync/push', { mutations: batch }, headers);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ message: DATABASE_BUSY, code: 'busy' });

    second.exec('rollback');
    const retried = await t.request('POST', '/api/sync/push', { mutations: batch }, headers);
    expect(retried.status).toBe(200);
    expect(await count(t, 'visits')).toBe(3);
  });
});

describe.skipIf(onPostgres)('a full disk', () => {
  /** From here on the database file may not grow by a single page. */
  async function fillDisk(app: TestApp): Promise<void> {
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(app.db);
    const limit = pages.rows[0]!.page_count;
    await sql.raw(`pragma max_page_count = ${limit}`).execute(app.db);
  }

  it('answers a push 507 with a storage code, keeps none of the batch and logs SQLITE_FULL', async () => {
    const { logger, lines } = recordingLogger();
    t = await makeTestApp({ deps: { logger } });
    const { member } = await t.signIn.member();
    const { headers } = await t.signIn.partner();
    await fillDisk(t);

    const batch = visits(member.membership_id, 200, 'A long service name '.repeat(8));
    const res = await t.request('POST', '/api/sync/push', { mutations: batch }, headers);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: STORAGE_FULL, code: 'storage_full' });
    expect(await count(t, 'visits')).toBe(0);
    expect(lines.join('\n')).toMatch(/SQLITE_FULL/);
    expect(lines.join('\n')).not.toMatch(/cannot rollback/);

    // Space again: the same batch goes in whole.
    await sql`pragma max_page_count = 1073741823`.execute(t.db);
    const retried = await t.request('POST', '/api/sync/push', { mutations: batch }, headers);
    expect(retried.status).toBe(200);
    expect(await count(t, 'visits')).toBe(200);
  });

  it('names the real cause when SQLite already rolled the transaction back by itself', async () => {
    t = await makeTestApp();
    // SQLite ends the transaction itself on a full disk met at commit or at a cache spill; Kysely's
    // own ROLLBACK then threw 'cannot rollback - no transaction is active' instead of the cause.
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const failing = t.db.transaction().execute(async (trx) => {
      await sql`rollback`.execute(trx);
      throw full;
    });
    await expect(failing).rejects.toBe(full);
    await expect(t.db.transaction().execute(async () => 'still usable')).resolves.toBe(
      'still usable',
    );
  });

  it('answers a registration 507 and leaves no application and no stored file', async () => {
    t = await makeTestApp();
    const partnersBefore = await count(t, 'partners');
    await fillDisk(t);
    const res = await t.app.request('/api/partners/register', {
      method: 'POST',
      // More than a page of text, so the application cannot fit in the pages already there.
      body: await registrationForm({
        fields: {
          address: `4th Cross, Indiranagar ${'near the old market '.repeat(60)}`,
          discountItems: JSON.stringify(
            Array.from({ length: 50 }, (_, i) => `Service ${i} ${'with a long name '.repeat(5)}`),
          ),
        },
      }),
    });
    expect(res.status).toBe(507);
    expect(((await res.json()) as { code: string }).code).toBe('storage_full');
    expect(await count(t, 'partners')).toBe(partnersBefore);
    expect(await count(t, 'uploads')).toBe(0);
    expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
  });
});
