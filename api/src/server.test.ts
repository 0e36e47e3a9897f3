import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryIndexOf } from './features/partners/directory-memory-index.ts';
import { directoryVersion } from './features/sync/sync-pull.service.ts';
import { DEMO_SIGN_INS } from './seed/index.ts';
import { REPO_ROOT } from './env.ts';
import { startServer } from './server.ts';
import type { RunningServer } from './server.ts';

let server: RunningServer | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('starts on a free port with demo data and answers over real HTTP', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    server = await startServer({ port: 0, dataDir, demo: true, env: { logLevel: 'silent' } });
    expect(server.port).toBeGreaterThan(0);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const login = await fetch(`${server.url}/api/partners/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_SIGN_INS.partner),
    });
    expect(login.status).toBe(200);
  });

  it("builds the directory's in-memory search once it answers, before anyone searches", async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    server = await startServer({ port: 0, dataDir, demo: true, env: { logLevel: 'silent' } });
    const { deps } = server;
    const version = await directoryVersion(deps);
    await vi.waitFor(() => expect(memoryIndexOf(deps.db).ready(version)).toBe(true), {
      timeout: 10_000,
    });
  });

  it('starts without demo data when demo is off', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    server = await startServer({ port: 0, dataDir, demo: false, env: { logLevel: 'silent' } });
    const res = await fetch(`${server.url}/api/partners`);
    expect(((await res.json()) as { partners: unknown[] }).partners).toEqual([]);
    const post = (path: string, body: unknown) =>
      fetch(`${server?.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // None of the demo sign-ins, nor the demo invite code, exists without DEMO.
    expect((await post('/api/auth/admin/login', DEMO_SIGN_INS.admin)).status).toBe(401);
    expect((await post('/api/auth/login', DEMO_SIGN_INS.member)).status).toBe(401);
    expect((await post('/api/partners/login', DEMO_SIGN_INS.partner)).status).toBe(401);
    const register = await post('/api/auth/admin/register', {
      name: 'Someone',
      email: 'someone@example.in',
      phone: '9800000000',
      password: 'someone-pass',
      inviteCode: DEMO_SIGN_INS.adminInviteCode,
    });
    expect(register.status).toBe(403);
  });

  it('keeps demo mode off on a database that already holds real accounts', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    const first = await startServer({
      port: 0,
      dataDir,
      demo: false,
      env: { logLevel: 'silent', adminInviteCode: 'OWNER-INVITE' },
    });
    const created = await registerAdmin(first, 'owner@clinic.example.in', 'OWNER-INVITE');
    expect(created.status).toBe(201);
    await first.close();

    server = await startServer({ port: 0, dataDir, demo: true, env: { logLevel: 'silent' } });

    expect(server.deps.env.demo).toBe(false);
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as object;
    expect(config).toMatchObject({ demo: false });
    expect(config).not.toHaveProperty('demoSignIns');
    const login = await fetch(`${server.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_SIGN_INS.admin),
    });
    expect(login.status).toBe(401);
    const demoInvite = DEMO_SIGN_INS.adminInviteCode;
    expect((await registerAdmin(server, 'someone@example.in', demoInvite)).status).toBe(403);
  });
});

describe('a production start (NODE_ENV=production)', () => {
  it('refuses to start when asked for the demo, saying why', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    const start = startServer({
      port: 0,
      dataDir,
      demo: true,
      env: { logLevel: 'silent', production: true },
    });
    await expect(start).rejects.toThrow(/DEMO is on with NODE_ENV=production/);
  });

  it('refuses to start on a database that holds the demo admin, even with DEMO off', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    const demo = await startServer({ port: 0, dataDir, demo: true, env: { logLevel: 'silent' } });
    await demo.close();

    const start = startServer({
      port: 0,
      dataDir,
      demo: false,
      env: { logLevel: 'silent', production: true },
    });
    await expect(start).rejects.toThrow(
      `This database holds the demo admin ${DEMO_SIGN_INS.admin.email}`,
    );
  });
});

describe('the server command', () => {
  it('starts with no demo data when DEMO is not given', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const announced = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (/is running at \S+\n/.test(stdout)) resolve(stdout);
        });
        child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${stdout}`)));
      });
      expect(announced).not.toContain('Demo sign-ins');
      const url = /is running at (\S+)/.exec(announced)?.[1];
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/admin/login', DEMO_SIGN_INS.admin)).status).toBe(401);
      const register = await post('/api/auth/admin/register', {
        name: 'Someone',
        email: 'someone@example.in',
        phone: '9800000000',
        password: 'someone-pass',
        inviteCode: DEMO_SIGN_INS.adminInviteCode,
      });
      expect(register.status).toBe(403);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('stops with one plain line and a failing exit code when asked for the demo in production', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    const run = await runServerCommand({ DATA_DIR: dataDir, DEMO: '1', NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^\[mcs\] could not start: DEMO is on with NODE_ENV=production[^\n]*\n$/,
    );
  });

  it('stops with one plain line naming PORT and a failing exit code when the port is taken', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const run = await runServerCommand({ PORT: String(port), DATA_DIR: dataDir, DEMO: '0' });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`Port ${port} is already in use. Set PORT to a free port.\n`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

/** Runs the server entry until it exits; LOG_LEVEL=error hides an unbuilt checkout's warning. */
function runServerCommand(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH, LOG_LEVEL: 'error', ...env } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

async function registerAdmin(
  running: RunningServer,
  email: string,
  inviteCode: string,
): Promise<Response> {
  return fetch(`${running.url}/api/auth/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Someone',
      email,
      phone: '9800000000',
      password: 'someone-pass',
      inviteCode,
    }),
  });
}
