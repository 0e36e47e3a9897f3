import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import { verifyPassword } from '../lib/password.ts';
import { PASSWORD_MESSAGES } from '@mcs/shared';
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

  it('refuses a password of spaces only or a common password, as the API does', async () => {
    const args = (password: string) => [
      '--email',
      'a@b.in',
      '--name',
      'Asha',
      '--password',
      password,
    ];
    await expect(createAdminFromArgs(args('      '))).rejects.toThrow(
      `--password: ${PASSWORD_MESSAGES.onlySpaces}`,
    );
    await expect(createAdminFromArgs(args('password123'))).rejects.toThrow(
      `--password: ${PASSWORD_MESSAGES.common}`,
    );
  });

  it("resets an existing admin's password and ends the sessions issued before", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcs-cli-'));
    dirs.push(dataDir);
    const env = { dataDir, jwtSecret: 'x'.repeat(32) };
    await createAdminFromArgs(
      ['--email', 'boss@example.in', '--name', 'Asha Rao', '--password', 'long secret'],
      env,
    );
    const reset = [
      '--email',
      'boss@example.in',
      '--password',
      'new long secret',
      '--reset-password',
    ];
    expect(await createAdminFromArgs(reset, env)).toMatch(/reset/);

    const db = openDatabase(loadEnv(env, {}));
    const admin = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    await db.destroy();
    expect(await verifyPassword('new long secret', admin.password_hash)).toBe(true);
    expect(admin.session_generation).toBe(1);
    await expect(
      createAdminFromArgs(['--email', 'nobody@example.in', ...reset.slice(2)], env),
    ).rejects.toThrow(/No admin has email nobody@example.in/);
  });

  it('explains what is missing', async () => {
    await expect(createAdminFromArgs(['--email', 'nope'])).rejects.toThrow(
      /--email must be an email address/,
    );
  });
});
