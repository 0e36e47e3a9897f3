// Opens the database named by the environment and brings its schema up to date.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase, { type Database, type Statement } from 'better-sqlite3';
import {
  sql,
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import type { DatabaseConnection, DialectAdapter, Driver, SqliteDialectConfig } from 'kysely';
import { createPostgresPool, guardedPool } from './postgres-pool.ts';
import type { AvailabilityListener } from './postgres-pool.ts';
import type { Env } from '../env.ts';
import { migrationsFor } from './migrations/index.ts';
import type { DB } from './schema.ts';
import type { Dialect } from './dialect.ts';

export interface OpenOptions {
  /** Told when PostgreSQL stops answering and when it answers again (once each, not per request). */
  onAvailability?: AvailabilityListener;
}

export function openDatabase(env: Pick<Env, 'database'>, options: OpenOptions = {}): Kysely<DB> {
  if (env.database.kind === 'postgres') {
    const pool = createPostgresPool(env.database.url);
    // An idle client whose server went away emits 'error' on the pool; unhandled, that event
    // would end the process. The pool has dropped that client already and opens a fresh one on
    // the next query, whose failure or success reports the availability.
    pool.on('error', () => {});
    return new Kysely<DB>({
      dialect: new PostgresDialect({ pool: guardedPool(pool, options.onAvailability) }),
    });
  }
  const file = env.database.file;
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // `timeout` is SQLite's busy timeout: a writer waits this long for another's lock, then fails
  // with SQLITE_BUSY (which the API answers with 503 and Retry-After).
  const sqlite = new SqliteDatabase(file, { timeout: BUSY_TIMEOUT_MS });
  // WAL lets readers run beside the writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: statements }, sqlite),
  });
  sqliteConnections.set(db.getExecutor().adapter, statements);
  return db;
}

export type SqliteStatements = ReturnType<typeof withStatementCache>;

/** Each SQLite database's one connection, by the adapter its Kysely and their transactions share. */
const sqliteConnections = new WeakMap<DialectAdapter, SqliteStatements>();

/**
 * SQLite's own connection under `db` (a transaction of it included), for a statement run many
 * times over in one transaction: through Kysely each run is a round of promises, and a row at a
 * time through one prepared statement is faster than SQLite's many-row VALUES (a thousand visits:
 * 7.9 ms against 10.2). Calls on it are synchronous, so within a transaction's callback they are
 * part of that transaction. Undefined on PostgreSQL.
 */
export function sqliteStatementsOf(db: Kysely<DB>): SqliteStatements | undefined {
  return sqliteConnections.get(db.getExecutor().adapter);
}

export const BUSY_TIMEOUT_MS = 5000;

/**
 * Every transaction here writes, so each one starts IMMEDIATE: it takes the write lock at BEGIN,
 * where the busy timeout waits for it. Kysely's plain BEGIN (DEFERRED) takes it at the first
 * write, after reading; when another process (a second server on the same file) wrote in
 * between, SQLite cannot upgrade that stale snapshot and fails at once with 'database is locked',
 * however long the busy timeout (two servers failed 46 of 60 parallel pushes that way).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #sqlite: Database;

  constructor(config: SqliteDialectConfig, sqlite: Database) {
    super(config);
    this.#sqlite = sqlite;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR, out of
   * memory). A second ROLLBACK then throws 'cannot rollback - no transaction is active', which
   * would replace the real cause in the answer and the log; there is nothing left to undo.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #sqlite: Database;

  constructor(config: SqliteDialectConfig, sqlite: Database) {
    super(config);
    this.#config = config;
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#sqlite);
  }
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

/** A round trip to the database (the health check). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
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
