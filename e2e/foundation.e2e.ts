import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicLayout } from './pages/public-layout.ts';
import { apiToken, DEMO, serverEnv, startStack, type Stack } from './support/harness.ts';

// Variables a machine may well have set that would point the test server elsewhere: an invalid
// JWT_SECRET stops the server at start, a DATABASE_URL would send it to another database.
const MACHINE_ENV = { JWT_SECRET: 'too short', DATABASE_URL: 'postgres://nowhere.invalid/mcs' };

describe('the server that npm start runs', () => {
  let stack: Stack;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    for (const [name, value] of Object.entries(MACHINE_ENV)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("starts with only the harness's own variables, none of the machine's", () => {
    const env = serverEnv(1, '/tmp/data', { env: { CARD_ISSUER: 'Test' } });
    expect(Object.keys(env).sort()).toEqual(
      ['CARD_ISSUER', 'DATA_DIR', 'DEMO', 'HOST', 'LOG_LEVEL', 'PORT'].sort(),
    );
  });

  it('says it is healthy', async () => {
    const res = await stack.api('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the app shell and the web manifest', async () => {
    const { page } = await stack.newPage();
    await new PublicLayout(page).goto('/');
    await expect(page.title()).resolves.toMatch(/MediCostSaver/);
    const manifest = await stack.api('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const json = (await manifest.json()) as { icons: { sizes: string; purpose?: string }[] };
    const sizes = json.icons.map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(json.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  });

  it('gives the service worker the Background Sync relay', async () => {
    const worker = await (await stack.api('/sw.js')).text();
    expect(worker).toContain('importScripts("sw-sync.js")');
    const relay = await stack.api('/sw-sync.js');
    expect(relay.status).toBe(200);
    expect(relay.headers.get('cache-control')).toBe('no-cache');
    expect(await relay.text()).toContain('mcs-outbox');
  });

  it('falls back to the app for client routes but answers unknown API paths with JSON 404', async () => {
    const page = await stack.api('/partner/dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await stack.api('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(await api.json()).toHaveProperty('message');
  });

  it('lets each demo sign-in in', async () => {
    await expect(apiToken(stack, '/api/auth/admin/login', DEMO.admin)).resolves.toBeTruthy();
    await expect(apiToken(stack, '/api/auth/login', DEMO.member)).resolves.toBeTruthy();
    await expect(apiToken(stack, '/api/partners/login', DEMO.partner)).resolves.toBeTruthy();
  });

  it('lists the seeded partners in the directory', async () => {
    const res = await stack.api('/api/partners?limit=10');
    const body = (await res.json()) as { pagination: { totalPartners: number } };
    expect(body.pagination.totalPartners).toBeGreaterThanOrEqual(60);
  });
});
