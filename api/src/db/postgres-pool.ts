// The PostgreSQL connection pool behind Kysely, and how it tells a database that went away from a
// bad query. node-postgres gives a lost connection no SQLSTATE ("Connection terminated
// unexpectedly") and a failed connect a socket code or a plain timeout, so the pool marks those
// itself: any failure to connect, and any query failure on a connection that has ended or that
// the server shut (class 08, 57P01-57P03), becomes a DatabaseUnavailableError. The pool drops
// dead connections and opens new ones on demand, so the API recovers when the server returns.
import { createRequire } from 'node:module';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { DatabaseUnavailableError, PoolExhaustedError } from '../lib/db-errors.ts';

/** Connections per API instance; several instances share the server's max_connections (100). */
export const POSTGRES_POOL_SIZE = 10;
/** How long a request waits for a connection to PostgreSQL before it is answered 503. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

/**
 * node-postgres, read when the first pool is made: a server on SQLite never loads it (it was
 * about a tenth of every start's time).
 */
let pgModule: typeof pg | undefined;
const loadPg = () => (pgModule ??= createRequire(import.meta.url)('pg') as typeof pg);

// PostgreSQL's OIDs for int8 (bigserial ids, count(*)) and numeric (sum/avg of integers).
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * node-postgres reads int8 and numeric as strings, since they may exceed a JS number. Our ids,
 * cursors, counts and rupee sums stay far below 2^53, and SQLite gives numbers for them, so both
 * dialects hand the code the same types. Per pool, not pg's global parsers, so nothing else changes.
 */
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? (value: string) => Number(value)
      : loadPg().types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function createPostgresPool(url: string, max = POSTGRES_POOL_SIZE): pg.Pool {
  return new (loadPg().Pool)({
    connectionString: url,
    max,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    types: postgresTypes,
  });
}

/** SQLSTATEs of a connection the server ended or never took (shutdown, crash, terminated). */
function isConnectionState(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code));
}

export interface AvailabilityListener {
  /** Called on each change only: the first failure after success, the first success after. */
  (available: boolean, cause?: unknown): void;
}

/**
 * Kysely's view of `pool`, marking unavailability. `onChange` hears when the database goes away
 * and when it answers again, once each, never per request.
 */
export function guardedPool(
  pool: pg.Pool,
  onChange: AvailabilityListener = () => {},
): PostgresPool {
  const ended = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    // 'error' comes first (and synchronously) when the server or the network drops a connection,
    // before the query on it fails; without a listener it would end the process while the client
    // is checked out (pg-pool listens only to idle ones).
    client.on('error', () => ended.add(client));
    client.once('end', () => ended.add(client));
  });
  let available = true;
  const mark = (now: boolean, cause?: unknown) => {
    if (now === available) return;
    available = now;
    onChange(now, cause);
  };
  const unavailable = (cause: unknown) => {
    mark(false, cause);
    return new DatabaseUnavailableError(cause);
  };

  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        // Every connection busy past the wait is load, not an outage: answered as busy (503,
        // try again), and the database is not reported gone.
        if (pool.totalCount >= pool.options.max) throw new PoolExhaustedError(error);
        throw unavailable(error);
      }
      return new GuardedClient(
        client,
        (error) => (ended.has(client) || isConnectionState(error) ? unavailable(error) : error),
        () => mark(true),
      );
    },
    end: () => pool.end(),
  };
}

class GuardedClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #judge: (error: unknown) => unknown;
  readonly #answered: () => void;

  constructor(client: pg.PoolClient, judge: (error: unknown) => unknown, answered: () => void) {
    this.#client = client;
    this.#judge = judge;
    this.#answered = answered;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      // Streaming (not used by the app): handed through unguarded.
      return (this.#client as unknown as PostgresPoolClient).query(sqlOrCursor);
    }
    return this.#client.query(sqlOrCursor, parameters as unknown[]).then(
      (result) => {
        this.#answered();
        return result as unknown as PostgresQueryResult<R>;
      },
      (error: unknown) => {
        throw this.#judge(error);
      },
    );
  }

  release(): void {
    this.#client.release();
  }
}
