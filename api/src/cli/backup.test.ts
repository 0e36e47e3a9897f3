import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Env } from '../env.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { onPostgres } from '../test/test-database.ts';
import { backupDataDir, countRows, restoreDataDir } from './backup.ts';

let t: TestApp | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcs-backup-'));
  dirs.push(dir);
  return dir;
};

const sqliteEnv = (dataDir: string): Pick<Env, 'database' | 'dataDir'> => ({
  dataDir,
  database: { kind: 'sqlite', file: join(dataDir, 'mcs.sqlite') },
});

/** Every row of every table, in a stable order: what "finds every row" compares. */
function dump(file: string): Record<string, unknown[]> {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return Object.fromEntries(
      Object.keys(countRows(file)).map((table) => [
        table,
        db.prepare(`select * from "${table}" order by rowid`).all(),
      ]),
    );
  } finally {
    db.close();
  }
}

describe.skipIf(onPostgres)('npm run backup / npm run restore (SQLite)', () => {
  it('copies a live database while visits are recorded, and a restore finds every row and upload', async () => {
    t = await makeTestApp();
    const member = await t.createMember({ createdAt: '2026-01-01T00:00:00.000Z' });
    const desk = await t.signIn.partner();
    const certificate = join(t.deps.uploadsDir, 'certificate-1.pdf');
    writeFileSync(certificate, '%PDF-1.4 a certificate');
    mkdirSync(join(t.dataDir, 'keys-probe'), { recursive: true });
    writeFileSync(join(t.dataDir, 'keys-probe', 'key.json'), '{"kid":"k1"}');

    // Visits keep arriving while the copy is taken: the copy is one consistent moment of them.
    let writing = true;
    const writes = (async () => {
      let recorded = 0;
      while (writing || recorded < 5) {
        const res = await t!.recordVisit(desk.headers, { membershipId: member.membership_id });
        expect(res.status).toBe(201);
        recorded += 1;
      }
      return recorded;
    })();
    const target = join(tempDir(), 'copy');
    await new Promise((r) => setTimeout(r, 20));
    await backupDataDir(t.env, target);
    writing = false;
    await writes;

    const restoredDir = tempDir();
    const manifest = restoreDataDir(sqliteEnv(restoredDir), target);
    const restored = join(restoredDir, 'mcs.sqlite');

    expect(manifest.rows.members).toBe(1);
    expect(manifest.rows.visits).toBeGreaterThan(0);
    expect(dump(restored)).toEqual(dump(join(target, 'mcs.sqlite')));
    expect(countRows(restored)).toEqual(manifest.rows);
    const live = dump(t.env.database.kind === 'sqlite' ? t.env.database.file : '');
    expect(dump(restored).visits).toEqual(live.visits!.slice(0, manifest.rows.visits));
    const uploads = t.deps.uploadsDir.slice(t.dataDir.length + 1);
    expect(readFileSync(join(restoredDir, uploads, 'certificate-1.pdf'), 'utf8')).toBe(
      '%PDF-1.4 a certificate',
    );
    expect(readFileSync(join(restoredDir, 'keys-probe', 'key.json'), 'utf8')).toBe('{"kid":"k1"}');
  });

  it('refuses to replace an existing database without --force, and replaces it with it', async () => {
    t = await makeTestApp();
    await t.createMember();
    const target = join(tempDir(), 'copy');
    await backupDataDir(t.env, target);
    await t.createMember();

    expect(() => restoreDataDir(t!.env, target)).toThrow(/exists.*--force/);
    expect(countRows(join(t.dataDir, 'mcs.sqlite')).members).toBe(2);

    await t.db.destroy(); // the server is stopped first
    restoreDataDir(t.env, target, { force: true });
    expect(countRows(join(t.dataDir, 'mcs.sqlite')).members).toBe(1);
    t = { ...t, close: async () => rmSync(t!.dataDir, { recursive: true, force: true }) };
  });

  it('refuses a folder that is not a backup, and a damaged copy', async () => {
    const empty = tempDir();
    expect(() => restoreDataDir(sqliteEnv(tempDir()), empty)).toThrow(/not a backup/);

    t = await makeTestApp();
    const target = join(tempDir(), 'copy');
    await backupDataDir(t.env, target);
    writeFileSync(join(target, 'mcs.sqlite'), 'not a database at all, just bytes'.repeat(200));
    expect(() => restoreDataDir(sqliteEnv(tempDir()), target)).toThrow();
  });
});

describe('npm run backup on PostgreSQL', () => {
  it('points at pg_dump and pg_restore instead', async () => {
    const env = {
      dataDir: tempDir(),
      database: { kind: 'postgres', url: 'postgres://x/y' },
    } as const;
    await expect(backupDataDir(env)).rejects.toThrow(/pg_dump.*pg_restore/);
  });
});
