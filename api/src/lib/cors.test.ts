// CORS only for the origins CORS_ORIGINS lists: a clinic's browser-based software can call the API
// (preflight answered, Authorization and Idempotency-Key allowed), and every other origin's
// browser gets nothing that would let its page read an answer.
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

const BILLING = 'https://billing.clinic.in';
const LAB = 'https://lab.example.in:8443';
const STRANGER = 'https://stranger.example';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appListing(origins: string[]): Promise<TestApp> {
  t = await makeTestApp({ env: { corsOrigins: origins } });
  return t;
}

const preflight = (app: TestApp, origin: string) =>
  app.app.request('/api/partners/visit', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

describe('CORS for listed origins', () => {
  it('answers a listed origin with its own origin and the headers its script may read', async () => {
    const app = await appListing([BILLING, LAB]);
    const res = await app.app.request('/api/health', { headers: { origin: BILLING } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(BILLING);
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('gives an unlisted origin no CORS header', async () => {
    const app = await appListing([BILLING]);
    const res = await app.app.request('/api/health', { headers: { origin: STRANGER } });
    expect(res.status).toBe(200);
    expect([...res.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('answers a listed origin’s preflight, allowing Authorization and Idempotency-Key', async () => {
    const app = await appListing([BILLING]);
    const res = await preflight(app, BILLING);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(BILLING);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed.split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
    );
  });

  it('does not answer an unlisted origin’s preflight with CORS headers', async () => {
    const app = await appListing([BILLING]);
    const res = await preflight(app, STRANGER);
    expect([...res.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('lists no origin by default', async () => {
    t = await makeTestApp();
    expect(t.deps.env.corsOrigins).toEqual([]);
    const res = await preflight(t, BILLING);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await t.app.request('/api/health', { headers: { origin: BILLING } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not hand one origin’s CORS header to another through a kept directory answer', async () => {
    const app = await appListing([BILLING, LAB]);
    const first = await app.app.request('/api/partners', { headers: { origin: BILLING } });
    expect(first.headers.get('access-control-allow-origin')).toBe(BILLING);
    const stranger = await app.app.request('/api/partners', { headers: { origin: STRANGER } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const lab = await app.app.request('/api/partners', { headers: { origin: LAB } });
    expect(lab.headers.get('access-control-allow-origin')).toBe(LAB);
  });
});

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list of origins', () => {
    const env = loadEnv({ dataDir: '/tmp' }, { CORS_ORIGINS: `${BILLING}, ${LAB}` });
    expect(env.corsOrigins).toEqual([BILLING, LAB]);
  });

  it('refuses an entry a browser would never send as its origin', () => {
    for (const bad of [`${BILLING}/`, '*', 'billing.clinic.in', `${BILLING}/api`]) {
      expect(() => loadEnv({ dataDir: '/tmp' }, { CORS_ORIGINS: bad }), bad).toThrow(
        /CORS_ORIGINS/,
      );
    }
  });
});
