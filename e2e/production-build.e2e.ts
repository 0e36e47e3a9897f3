// What an operator runs after `npm run build`: the compiled server and admin CLI under plain node
// (no TypeScript loader), through the root npm scripts. The browser journeys already run against
// api/dist/server.js (support/harness.ts), which migrates and seeds on its first start.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, startStack, type Stack } from './support/harness.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

/** npm may warn about the machine's own configuration; those lines are not the server's. */
const withoutNpmWarnings = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('npm warn'))
    .join('\n');

let dataDir: string | undefined;
let stack: Stack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('is plain JavaScript that npm run serve starts with node', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.serve).toBe('node api/dist/server.js');
    expect(existsSync(join(repoRoot, 'api/dist/server.js'))).toBe(true);
    expect(existsSync(join(repoRoot, 'api/dist/fixtures/clinic-interior.png'))).toBe(true);
  });

  it('stops npm run serve on a taken port with one line naming PORT and no npm error block', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-build-'));
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const result = await run('npm', ['run', 'serve'], {
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO: '0',
      });
      expect(result.code).not.toBe(0);
      expect(withoutNpmWarnings(result.stderr)).toBe(
        `Port ${port} is already in use. Set PORT to a free port.`,
      );
      expect(result.stdout).not.toMatch(/npm error|EADDRINUSE/);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('creates an admin with the compiled CLI who can then sign in', async () => {
    stack = await startStack({ demo: false });
    const created = await run(
      process.execPath,
      [
        join(repoRoot, 'api/dist/admin-create.js'),
        '--email',
        'ops@clinic.example.in',
        '--name',
        'Asha Rao',
        '--password',
        'a long admin secret',
      ],
      { DATA_DIR: stack.dataDir },
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Admin ops@clinic.example.in created.');
    const login = await stack.api('/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@clinic.example.in', password: 'a long admin secret' }),
    });
    expect(login.status).toBe(200);
  });
});
