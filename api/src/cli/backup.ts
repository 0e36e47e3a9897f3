// Online backup and restore of a SQLite deployment:
//   npm run backup [-- --to <dir>]            a consistent copy while the server runs
//   npm run restore -- <dir> [--force]         back into DATA_DIR (stop the server first)
// The database is copied with SQLite's online backup API (better-sqlite3's `backup()`), which
// reads a consistent snapshot page by page while the server keeps writing. Everything else in
// DATA_DIR goes beside it: the uploads, the card signing keys (without them no issued card
// verifies) and the JWT secret. The database is copied first, so every document it names was
// already on disk when its folder is copied. PostgreSQL deployments use pg_dump / pg_restore
// (README, "Backups").
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { loadEnv } from '../env.ts';
import type { Env } from '../env.ts';

export const MANIFEST = 'backup.json';
const BACKUPS = 'backups';

export interface BackupManifest {
  createdAt: string;
  database: string;
  /** Rows per table when the copy was taken: what a restore is checked against. */
  rows: Record<string, number>;
}

function sqliteFile(env: Pick<Env, 'database'>): string {
  if (env.database.kind !== 'sqlite') {
    throw new Error(
      'DATABASE_URL points at PostgreSQL: back it up with pg_dump and restore with pg_restore (README, "Backups").',
    );
  }
  return env.database.file;
}

/** Rows per table of a SQLite file (the full-text index's own tables left out). */
export function countRows(file: string): Record<string, number> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'partners_fts%' order by name",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((t) => [t, db.prepare(`select count(*) from "${t}"`).pluck().get() as number]),
    );
  } finally {
    db.close();
  }
}

/** The database's own files: never copied as files, since a live one is mid-write. */
const isDatabaseFile = (name: string, database: string) =>
  name === database || name === `${database}-wal` || name === `${database}-shm`;

export async function backupDataDir(
  env: Pick<Env, 'database' | 'dataDir'>,
  target = join(env.dataDir, BACKUPS, new Date().toISOString().replaceAll(':', '-')),
): Promise<string> {
  const file = sqliteFile(env);
  if (!existsSync(file)) throw new Error(`No database at ${file} to back up.`);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty; name a new folder with --to.`);
  }
  mkdirSync(target, { recursive: true });
  const database = basename(file);
  const source = new SqliteDatabase(file, { fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(join(target, database));
  } finally {
    source.close();
  }
  // The copy keeps the live file's WAL mode; one self-contained file is what a backup should be.
  const copy = new SqliteDatabase(join(target, database), { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const skip = resolve(target);
  for (const name of readdirSync(env.dataDir)) {
    const path = join(env.dataDir, name);
    if (isDatabaseFile(name, database) || name === BACKUPS || resolve(path) === skip) continue;
    cpSync(path, join(target, name), { recursive: true, preserveTimestamps: true });
  }
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database,
    rows: countRows(join(target, database)),
  };
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return target;
}

export function restoreDataDir(
  env: Pick<Env, 'database' | 'dataDir'>,
  source: string,
  options: { force?: boolean } = {},
): BackupManifest {
  const file = sqliteFile(env);
  const manifestFile = join(source, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${source} is not a backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const copy = join(source, manifest.database);
  const check = new SqliteDatabase(copy, { readonly: true, fileMustExist: true });
  try {
    const verdict = check.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') throw new Error(`The backup's database is damaged: ${String(verdict)}`);
  } finally {
    check.close();
  }
  if (existsSync(file) && !options.force) {
    throw new Error(
      `${file} exists. Stop the server, then run again with --force to replace it and its uploads.`,
    );
  }
  mkdirSync(env.dataDir, { recursive: true });
  const database = basename(file);
  for (const name of [database, `${database}-wal`, `${database}-shm`]) {
    rmSync(join(env.dataDir, name), { force: true });
  }
  cpSync(copy, file);
  for (const name of readdirSync(source)) {
    if (name === MANIFEST || isDatabaseFile(name, manifest.database)) continue;
    rmSync(join(env.dataDir, name), { recursive: true, force: true });
    cpSync(join(source, name), join(env.dataDir, name), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  const restored = countRows(file);
  for (const [table, rows] of Object.entries(manifest.rows)) {
    if (restored[table] !== rows) {
      throw new Error(`Restored ${table} has ${restored[table]} rows; the backup had ${rows}.`);
    }
  }
  return manifest;
}

const USAGE =
  'Usage: npm run backup [-- --to <dir>]\n   or: npm run restore -- <backup dir> [--force]';

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { to: { type: 'string' }, force: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, source] = positionals;
  const env = loadEnv({ demo: false });
  if (command === 'backup') {
    const target = await backupDataDir(env, values.to ? resolve(values.to) : undefined);
    return `Backup written to ${target}`;
  }
  if (command === 'restore' && source) {
    const manifest = restoreDataDir(env, resolve(source), { force: values.force });
    const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
    return `Restored the backup of ${manifest.createdAt} into ${env.dataDir} (${rows} rows, every table checked).`;
  }
  throw new Error(USAGE);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
