import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from './db/seed/index.ts';
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

describe('the server command', () => {
  it('stops with one plain line naming PORT and a failing exit code when the port is taken', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mcs-server-'));
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
        (resolve) => {
          const child = execFile(
            process.execPath,
            ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')],
            {
              cwd: REPO_ROOT,
              // LOG_LEVEL=error only hides the "no built PWA" warning of an unbuilt checkout.
              env: {
                PATH: process.env.PATH,
                PORT: String(port),
                DATA_DIR: dataDir,
                DEMO: '0',
                LOG_LEVEL: 'error',
              },
            },
            (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
          );
        },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`Port ${port} is already in use. Set PORT to a free port.\n`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

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
