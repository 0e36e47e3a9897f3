import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let dist: string;
let t: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mcs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, 'app-shell.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await makeTestApp();
  app = createApp(t.deps, { webAppDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(res: Response): Map<string, string> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

function expectSecurityHeaders(res: Response, what: string) {
  const csp = directives(res);
  expect(csp.get('default-src'), what).toBe("'self'");
  expect(csp.get('script-src'), what).toBe("'self'");
  expect(csp.get('style-src'), what).toBe("'self'");
  expect(csp.get('img-src'), what).toBe("'self' data: blob:");
  expect(csp.get('connect-src'), what).toBe("'self'");
  expect(csp.get('worker-src'), what).toBe("'self'");
  expect(csp.get('object-src'), what).toBe("'none'");
  expect(csp.get('frame-ancestors'), what).toBe("'none'");
  expect(res.headers.get('content-security-policy'), what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(res.headers.get('strict-transport-security'), what).toMatch(/^max-age=\d{8}/);
  const permissions = res.headers.get('permissions-policy') ?? '';
  expect(permissions, what).toContain('camera=(self)');
  expect(permissions, what).toContain('microphone=()');
  expect(permissions, what).toContain('geolocation=()');
}

describe('security headers', () => {
  it('are on an HTML page, the app shell and a hashed asset', async () => {
    for (const path of ['/', '/admin', '/no-such-page', '/assets/index-abc123.js']) {
      expectSecurityHeaders(await app.request(path), path);
    }
  });

  it('are on API answers, success and failure alike', async () => {
    expectSecurityHeaders(await app.request('/api/health'), 'health');
    expectSecurityHeaders(await app.request('/api/partners'), 'directory');
    expectSecurityHeaders(await app.request('/api/no-such-route'), 'JSON 404');
    const bad = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(bad, 'bad request');
  });
});
