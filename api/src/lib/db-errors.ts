// Recognises database failures that are not bugs: a unique-constraint failure (a race that
// slipped past a "does it exist?" check answers 409), a database still locked by another writer
// after the busy timeout (503, try again), a database server that cannot be reached (503), and a
// full disk (507): none of them is a 500.
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: 23505.
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

/**
 * Nothing was kept and the same request may simply be sent again: another connection held the
 * write lock past the busy timeout (SQLITE_BUSY and its variants); on PostgreSQL a deadlock or
 * serialization failure ended the transaction (40P01, 40001), a lock wait gave up (55P03), or
 * every pooled connection stayed taken past the wait.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof PoolExhaustedError) return true;
  const code = codeOf(error);
  if (code === '40P01' || code === '40001' || code === '55P03') return true;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/** Every connection of the PostgreSQL pool stayed in use past the connect timeout. */
export class PoolExhaustedError extends Error {
  constructor(cause: unknown) {
    super('every database connection is in use', { cause });
    this.name = 'PoolExhaustedError';
  }
}

/**
 * The disk (or SQLite's page limit) is full: SQLITE_FULL from the database, ENOSPC or EDQUOT from
 * writing an upload; PostgreSQL's 53100 (disk_full).
 */
export function isStorageFull(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}

/**
 * Text PostgreSQL cannot store: a NUL character (22021) or one the database encoding lacks
 * (22P05). SQLite stores any string, so only PostgreSQL refuses it; it is the request's text.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = codeOf(error);
  return code === '22021' || code === '22P05';
}

/**
 * The database server cannot be reached or dropped the connection (PostgreSQL restarting or
 * gone): the request did not happen, and the same request may be sent again shortly. Made by the
 * pool (db/postgres-pool.ts), which alone can tell a lost connection from a failed query.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return error instanceof DatabaseUnavailableError;
}
