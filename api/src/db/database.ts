// Opens the database named by the environment and brings its schema up to date.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase, { type Database, type Statement } from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import type { Env } from '../env.ts';
import { migrationsFor } from './migrations/index.ts';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export function openDatabase(env: Pick<Env, 'database'>): Kysely<DB> {
  if (env.database.kind === 'postgres') {
    // The schema and queries are dialect-neutral, but this build ships no PostgreSQL driver yet.
    throw new Error(
      'DATABASE_URL=postgres://... is not supported in this build yet; unset it to use the SQLite file under DATA_DIR.',
    );
  }
  const file = env.database.file;
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; busy_timeout waits for a lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, and preparing costs more than running most of ours (a sync
 * push spent most of its time there). Queries repeat with the same SQL text, so keep the prepared
 * statements, least recently used out first. A statement still mid-iteration is never handed out
 * twice: better-sqlite3 refuses to reuse a busy one, so such a caller gets a fresh statement.
 */
export function withStatementCache(sqlite: Database, size = STATEMENT_CACHE_SIZE) {
  const cache = new Map<string, Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (sql: string): Statement => {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const fresh = sqlite.prepare(sql);
      if (cached) return fresh;
      cache.set(sql, fresh);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return fresh;
    },
  };
}

export function dialectOf(env: Pick<Env, 'database'>): Dialect {
  return env.database.kind;
}

/** Runs every migration not yet applied; throws (stopping the start) if one fails. */
export async function migrateToLatest(db: Kysely<DB>, dialect: Dialect = 'sqlite'): Promise<void> {
  const migrations = migrationsFor(dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
