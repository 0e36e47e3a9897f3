import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

// The build's two kinds of HTML: the home page pre-rendered into index.html, and the bare shell.
const HOME = '<!doctype html><title>Home</title><div id="root"><h1>Save Up to 25%</h1></div>';
const SHELL = '<!doctype html><title>MediCostSaver</title><div id="root"></div>';

let dist: string;
let t: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mcs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), HOME);
  writeFileSync(join(dist, 'app-shell.html'), SHELL);
  mkdirSync(join(dist, 'about'));
  writeFileSync(join(dist, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What pwa/scripts/compress.ts writes at build beside each text file.
  for (const file of ['index.html', 'app-shell.html', 'sw.js', 'assets/index-abc123.js']) {
    const body = readFileSync(join(dist, file));
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
  }
  t = await makeTestApp();
  app = createApp(t.deps, { webAppDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built PWA', () => {
  it('answers the home page with its pre-rendered HTML, never cached', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(HOME);
  });

  it('answers the member, partner and admin screens with the bare app shell and 200', async () => {
    for (const path of [
      '/dashboard',
      '/partner',
      '/partner/dashboard',
      '/admin',
      '/admin/login/',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text(), path).toBe(SHELL);
    }
  });

  it('answers any other unknown path with the app shell and 404, never the home page', async () => {
    for (const path of [
      '/no-such-page',
      '/about/team',
      '/partners',
      '/dashboard-old',
      '/partner/no-such-screen',
      '/admin/typo',
      '/admin/login/extra',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html, path).toBe(SHELL);
      expect(html).not.toContain('Save Up to 25%');
    }
    expect((await app.request('/no-such-page', { method: 'HEAD' })).status).toBe(404);
  });

  it('answers a public page with its pre-rendered HTML, never cached', async () => {
    for (const path of ['/about', '/about/']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>About</title>');
    }
  });

  it('serves the service worker and manifest uncached and hashed assets as immutable', async () => {
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/manifest.webmanifest')).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers API-like paths and missing files with a JSON 404, never the app shell', async () => {
    for (const path of [
      '/api/nope',
      '/api',
      '/uploads/',
      '/uploads',
      '/.well-known/x',
      '/assets/missing-123.js',
      '/.vite/manifest.json',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      expect(await res.json(), path).toMatchObject({ code: 'not_found' });
    }
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('sends the pre-compressed copy a client accepts, brotli first, with the type of the file', async () => {
    const cases = [
      ['/', /text\/html/, HOME, 'no-cache'],
      ['/dashboard', /text\/html/, SHELL, 'no-cache'],
      ['/sw.js', /javascript/, 'self.addEventListener("fetch", () => {});', 'no-cache'],
      [
        '/assets/index-abc123.js',
        /javascript/,
        'console.log(1)',
        'public, max-age=31536000, immutable',
      ],
    ] as const;
    for (const [path, type, body, cache] of cases) {
      const br = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.status, path).toBe(200);
      expect(br.headers.get('content-encoding'), path).toBe('br');
      expect(br.headers.get('content-type'), path).toMatch(type);
      expect(br.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(br.headers.get('cache-control'), path).toBe(cache);
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), path).toBe(body);

      const gz = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(gz.headers.get('content-encoding'), path).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), path).toBe(body);
    }
  });

  it('sends the file as it is, still varying by encoding, to a client that accepts no compression', async () => {
    for (const path of ['/', '/dashboard', '/assets/index-abc123.js']) {
      const res = await app.request(path);
      expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
    }
    expect(await (await app.request('/')).text()).toBe(HOME);
  });

  it('keeps the security headers on a compressed answer', async () => {
    const res = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses every attempt to read a file outside the folder', async () => {
    // A file beside dist that a traversal would reach.
    writeFileSync(join(dist, '..', `${basename(dist)}-secret.txt`), 'TOP-SECRET-CONTENT');
    for (const path of [
      `/../${basename(dist)}-secret.txt`,
      `/..%2F${basename(dist)}-secret.txt`,
      `/%2e%2e/${basename(dist)}-secret.txt`,
      `/assets/..%2F..%2F${basename(dist)}-secret.txt`,
      `/..%5C${basename(dist)}-secret.txt`,
      '/..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets%00.js',
    ]) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('TOP-SECRET-CONTENT');
    }
    rmSync(join(dist, '..', `${basename(dist)}-secret.txt`));
  });
});
