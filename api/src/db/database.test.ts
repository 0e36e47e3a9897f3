import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT } from '../lib/error-handler.ts';
import { makeTestApp } from '../test/test-app.ts';
import { onPostgres } from '../test/test-database.ts';
import type { TestApp } from '../test/test-app.ts';
import { migrateToLatest, withStatementCache } from './database.ts';

let t: TestApp;
afterEach(async () => t?.close());

describe('the database', () => {
  // SQLite settings; PostgreSQL's own checks are in database-postgres.test.ts.
  it.skipIf(onPostgres)('runs with WAL, foreign keys on and a busy timeout', async () => {
    t = await makeTestApp();
    const pragma = async (name: string) =>
      Object.values(
        (await sql.raw(`pragma ${name}`).execute(t.db)).rows[0] as Record<string, unknown>,
      )[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('can run the migrations again without harm', async () => {
    t = await makeTestApp();
    await expect(migrateToLatest(t.db)).resolves.toBeUndefined();
  });

  it('answers 404, not 500, for the largest id a request may name (16 digits), on any database', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.admin();
    const id = '9999999999999999';
    for (const [method, path] of [
      ['DELETE', `/api/partners/users/${id}`],
      ['DELETE', `/api/partners/partners/${id}`],
      ['POST', `/api/partners/applications/${id}/approve`],
    ] as const) {
      const res = await t.request(method, path, undefined, headers);
      expect(res.status, path).toBe(404);
    }
  });

  it('never answers 500 to text holding a NUL character: SQLite keeps it, PostgreSQL refuses it with 400', async () => {
    t = await makeTestApp();
    const res = await t.request('POST', '/api/contact/submit', {
      name: 'Asha\u0000Rao',
      email: 'asha@example.com',
      subject: 'Renewal',
      message: 'When does my card \u0000 renew?',
      userType: 'member',
    });
    if (onPostgres) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: UNSTORABLE_TEXT, code: 'validation' });
      expect(await t.db.selectFrom('contact_queries').select('id').execute()).toEqual([]);
    } else {
      expect(res.status).toBe(201);
    }
  });

  it('keeps a visit when its partner or member is deleted', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { headers, partner } = await t.signIn.partner();
    await t.request(
      'POST',
      '/api/partners/visit',
      { membershipId: member.membership_id, service: 'X', discountApplied: 5 },
      headers,
    );
    await t.db.deleteFrom('partners').where('id', '=', partner.id).execute();
    await t.db.deleteFrom('members').where('id', '=', member.id).execute();
    const visit = await t.db.selectFrom('visits').selectAll().executeTakeFirstOrThrow();
    expect(visit).toMatchObject({
      partner_id: null,
      member_id: null,
      member_name: 'Asha Rao',
      partner_name: 'Sunrise Clinic',
    });
  });

  // SQLite's query plans; database-postgres.test.ts asks PostgreSQL's planner the same.
  it.skipIf(onPostgres)(
    'answers directory searches from the full-text index and filter indexes, not a table scan',
    async () => {
      t = await makeTestApp();
      const plan = async (query: string) =>
        (await sql.raw(`explain query plan ${query}`).execute(t.db)).rows
          .map((r) => String((r as { detail: unknown }).detail))
          .join('\n');
      const search = await plan(
        `select * from partners where status = 'approved' and id in (select rowid from partners_fts where partners_fts match '"heart"*') order by created_at desc limit 10`,
      );
      expect(search).toMatch(/VIRTUAL TABLE INDEX/);
      const place = await plan(
        `select count(*) from partners where partners.status = 'approved' and lower(partners.state) = 'kerala' and lower(partners.district) = 'thrissur'`,
      );
      expect(place).toMatch(/USING (COVERING )?INDEX partners_place_idx/);
      const newest = await plan(
        `select * from partners where status = 'approved' order by created_at desc limit 10`,
      );
      expect(newest).toMatch(/USING INDEX partners_status_created_idx/);
      expect(newest).not.toMatch(/TEMP B-TREE/);
    },
  );

  describe('statement cache', () => {
    const open = (size?: number) => {
      const sqlite = new SqliteDatabase(':memory:');
      sqlite.exec('create table n (v integer); insert into n values (1), (2), (3);');
      return { sqlite, cached: withStatementCache(sqlite, size) };
    };

    it('hands back the same prepared statement for the same SQL', () => {
      const { cached } = open();
      const first = cached.prepare('select v from n');
      expect(cached.prepare('select v from n')).toBe(first);
      expect(cached.prepare('select v from n where v > 1')).not.toBe(first);
      cached.close();
    });

    it('gives a fresh statement while the cached one is still being iterated', () => {
      const { cached } = open();
      const outer = cached.prepare('select v from n');
      const seen: number[] = [];
      for (const row of outer.iterate() as Iterable<{ v: number }>) {
        const inner = cached.prepare('select v from n');
        expect(inner).not.toBe(outer);
        seen.push(row.v, (inner.all() as { v: number }[]).length);
      }
      expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
      cached.close();
    });

    it('drops the least recently used statement when full', () => {
      const { cached } = open(2);
      const a = cached.prepare('select 1');
      const b = cached.prepare('select 2');
      expect(cached.prepare('select 1')).toBe(a);
      cached.prepare('select 3');
      expect(cached.prepare('select 1')).toBe(a);
      expect(cached.prepare('select 2')).not.toBe(b);
      cached.close();
    });
  });
});
