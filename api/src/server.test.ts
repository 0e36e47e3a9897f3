import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from './db/seed/index.ts';
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
    const login = await fetch(`${server.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_SIGN_INS.admin),
    });
    expect(login.status).toBe(401);
  });
});
