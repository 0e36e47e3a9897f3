import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import { verifyPassword } from '../lib/password.ts';
import { createAdminFromArgs } from './admin-create.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run admin:create', () => {
  it('creates a first admin whose password works, and refuses the same email twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcs-cli-'));
    dirs.push(dataDir);
    const args = ['--email', 'Boss@Example.in', '--name', 'Asha Rao', '--password', 'long secret'];
    expect(await createAdminFromArgs(args, { dataDir, jwtSecret: 'x'.repeat(32) })).toMatch(
      /created/,
    );
    const db = openDatabase(loadEnv({ dataDir, jwtSecret: 'x'.repeat(32) }, {}));
    const admin = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    await db.destroy();
    expect(admin).toMatchObject({ email: 'boss@example.in', name: 'Asha Rao' });
    expect(await verifyPassword('long secret', admin.password_hash)).toBe(true);
    await expect(createAdminFromArgs(args, { dataDir, jwtSecret: 'x'.repeat(32) })).rejects.toThrow(
      /already exists/,
    );
  });

  it('explains what is missing', async () => {
    await expect(createAdminFromArgs(['--email', 'nope'])).rejects.toThrow(
      /--email must be an email address/,
    );
  });
});
