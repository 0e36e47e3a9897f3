// Which database the API tests run on. The `api` project runs them on SQLite files; the
// `api-postgres` project (only when TEST_DATABASE_URL is set, see vitest.config.ts) runs the same
// files on PostgreSQL, each test app on its own database (a copy of a migrated template, or an
// emptied one reused), so tests stay as independent as separate SQLite files and never pay for
// the migrations again.
// Test code, not the app: it reads process.env itself (the app reads it only in env.ts).
import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { CompiledQuery, LogEvent } from 'kysely';
import pg from 'pg';
import { createPostgresPool } from '../db/postgres-pool.ts';
import type { Dialect } from '../db/dialect.ts';
import type { DB } from '../db/schema.ts';
import type { Env } from '../env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database (postgres-template.setup.ts). */
    pgTemplate: string;
    /** What mcs_test_empty() answers on an intact copy of it. */
    pgFingerprint: string;
  }
}

export const testDialect: Dialect =
  process.env.MCS_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
export const onPostgres = testDialect === 'postgres';

/** The server URL with another database name in it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let admin: pg.Pool | undefined;
function adminPool(): pg.Pool {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL tests need a server.');
  admin ??= new pg.Pool({ connectionString: url, max: 2 });
  return admin;
}

let counter = 0;
/** Databases this worker has used and emptied, ready for the next test app. */
const emptied: string[] = [];

/**
 * A fresh, migrated, empty PostgreSQL database of its own. Copying the template costs a few
 * hundred milliseconds, so a closed test app's database is emptied (every row deleted, every id
 * sequence restarted: as good as a new copy) and handed to the next one instead of dropped.
 */
export async function createPostgresTestDatabase(): Promise<{
  database: Env['database'];
  /** Call after the app's own connections are closed. */
  release(): Promise<void>;
}> {
  const pool = adminPool();
  const template = await injected('pgTemplate');
  let name = emptied.pop();
  if (!name) {
    // Names are made here from the template's name, digits and hex, never from input.
    name = `${template}_${process.pid}_${(counter++).toString(36)}_${randomBytes(2).toString('hex')}`;
    await pool.query(`create database ${name} template ${template}`);
  }
  const url = databaseUrl(process.env.TEST_DATABASE_URL!, name);
  return {
    database: { kind: 'postgres', url },
    async release() {
      if (await emptiedIntact(url)) emptied.push(name);
      // Whatever a test left there, a database that cannot be emptied is not reused.
      else await pool.query(`drop database if exists ${name} with (force)`);
    },
  };
}

async function emptiedIntact(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ fingerprint: string }>(
      'select mcs_test_empty() as fingerprint',
    );
    return rows[0]?.fingerprint === (await injected('pgFingerprint'));
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function injected(key: 'pgTemplate' | 'pgFingerprint'): Promise<string> {
  // Loaded here, not at the top: benchmarks run makeTestApp under tsx, outside vitest.
  const { inject } = await import('vitest');
  return inject(key);
}

/**
 * Created in the template only: deletes every row of every table but the migration record,
 * restarts every sequence and answers a fingerprint of the schema (tables, indexes, sequences,
 * functions, triggers). Triggers and foreign keys are off while it runs (replica role), so
 * deleting members files no card revocations and the order of the tables does not matter.
 * A database whose fingerprint is not the template's (a test dropped a table) is not reused.
 */
export const EMPTY_DATABASE_FUNCTION = `
  create function mcs_test_empty() returns text language plpgsql as $$
  declare r record;
  begin
    set local session_replication_role = replica;
    for r in select tablename from pg_tables
      where schemaname = 'public' and tablename not like 'kysely_migration%' loop
      execute format('delete from %I', r.tablename);
    end loop;
    for r in select sequencename from pg_sequences where schemaname = 'public' loop
      execute format('alter sequence %I restart', r.sequencename);
    end loop;
    return md5(concat(
      (select string_agg(relname::text || relkind::text, ',' order by relname) from pg_class
        where relnamespace = 'public'::regnamespace),
      (select string_agg(proname::text, ',' order by proname) from pg_proc
        where pronamespace = 'public'::regnamespace),
      (select string_agg(tgname::text, ',' order by tgname) from pg_trigger where not tgisinternal)));
  end $$`;

/** A second connection to a test app's database that tells `onQuery` every statement it sends. */
export function openLoggedDatabase(
  database: Env['database'],
  onQuery: (query: CompiledQuery) => void,
): Kysely<DB> {
  const log = (event: LogEvent) => {
    if (event.level === 'query') onQuery(event.query);
  };
  const dialect =
    database.kind === 'sqlite'
      ? new SqliteDialect({ database: new SqliteDatabase(database.file) })
      : new PostgresDialect({ pool: createPostgresPool(database.url, 1) });
  return new Kysely<DB>({ dialect, log });
}
