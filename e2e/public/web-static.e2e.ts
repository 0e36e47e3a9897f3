import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot, useStack } from '../support/harness.ts';

// What the production build serves to browsers and crawlers beside the pages themselves: every
// text file pre-compressed at build (brotli and gzip, chosen by Accept-Encoding), the sitemap,
// robots.txt, /favicon.ico, a canonical address per public page, and the manifest's identity and
// screenshots for the richer install dialog.

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the Accept-Encoding given (fetch would add its own and decode). */
function rawGet(baseURL: string, path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseURL}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const SITE = 'https://medicostsaver.in';

describe('static answers of the production build', () => {
  const stack = useStack();

  async function homeAssets(): Promise<string[]> {
    const html = (await rawGet(stack().baseURL, '/')).body.toString();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    return assets;
  }

  it('sends brotli to a browser that accepts it: pages, scripts, styles, manifest, SVG, sitemap', async () => {
    const paths = [
      '/',
      '/faq',
      '/dashboard',
      ...(await homeAssets()),
      '/sw.js',
      '/manifest.webmanifest',
      '/icons/favicon.svg',
      '/sitemap.xml',
    ];
    for (const path of paths) {
      const plain = await rawGet(stack().baseURL, path);
      const br = await rawGet(stack().baseURL, path, 'gzip, deflate, br, zstd');
      expect(br.status, path).toBe(plain.status);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers['vary'], path).toBe('Accept-Encoding');
      expect(br.headers['content-type'], path).toBe(plain.headers['content-type']);
      expect(br.headers['cache-control'], path).toBe(plain.headers['cache-control']);
      expect(br.headers['content-security-policy'], path).toBeTruthy();
      expect(br.body.length, path).toBeLessThan(plain.body.length);
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
    }
  });

  it('sends gzip to a client without brotli, and the file as it is to one that asks for neither', async () => {
    for (const path of ['/', ...(await homeAssets())]) {
      const plain = await rawGet(stack().baseURL, path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.headers['vary'], path).toBe('Accept-Encoding');
      const gz = await rawGet(stack().baseURL, path, 'gzip');
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body), path).toBe(true);
    }
  });

  it('serves a sitemap of the public pages and names it in robots.txt', async () => {
    const sitemap = await rawGet(stack().baseURL, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    const locs = [...sitemap.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/membership-fee`,
        `${SITE}/faq`,
        `${SITE}/login`,
      ]),
    );
    expect(locs).not.toContain(`${SITE}/coming-soon`);

    const robots = await rawGet(stack().baseURL, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toMatch(/^User-agent: \*$/m);
    expect(robots.body.toString()).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('serves /favicon.ico as an icon', async () => {
    const icon = await rawGet(stack().baseURL, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('gives each public page one canonical address, /coming-soon that of /login', async () => {
    const canonical = async (path: string) =>
      [
        ...(await rawGet(stack().baseURL, path)).body
          .toString()
          .matchAll(/<link rel="canonical" href="([^"]+)"/g),
      ].map((m) => m[1]);
    for (const path of ['/', '/membership-fee', '/faq', '/login', '/about'])
      expect(await canonical(path), path).toEqual([`${SITE}${path}`]);
    expect(await canonical('/coming-soon')).toEqual([`${SITE}/login`]);
    expect(await canonical('/dashboard')).toEqual([]);
  });

  it('gives the manifest an id and phone and desktop screenshots that are served', async () => {
    const manifest = JSON.parse(
      (await rawGet(stack().baseURL, '/manifest.webmanifest')).body.toString(),
    ) as {
      id: string;
      screenshots: { src: string; sizes: string; type: string; form_factor: string }[];
    };
    expect(manifest.id).toBe('/');
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual([
      'narrow',
      'narrow',
      'wide',
    ]);
    for (const shot of manifest.screenshots) {
      const image = await rawGet(stack().baseURL, shot.src);
      expect(image.status, shot.src).toBe(200);
      expect(image.headers['content-type'], shot.src).toBe(shot.type);
      // An extended WebP file (RIFF....WEBPVP8X) whose canvas is the size the manifest declares.
      expect(image.body.subarray(0, 4).toString(), shot.src).toBe('RIFF');
      expect(image.body.subarray(8, 16).toString(), shot.src).toBe('WEBPVP8X');
      const size = `${image.body.readUIntLE(24, 3) + 1}x${image.body.readUIntLE(27, 3) + 1}`;
      expect(size, shot.src).toBe(shot.sizes);
    }
  });

  it('precaches what works offline, not the desk scanner (cached by the desk itself) nor the online-only chunks', async () => {
    const worker = (await rawGet(stack().baseURL, '/sw.js')).body.toString();
    const precached = new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!));
    const manifest = JSON.parse(
      readFileSync(join(repoRoot, 'pwa/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = (key: string) => {
      const file = manifest[key]?.file;
      if (!file) throw new Error(`no chunk for ${key}`);
      return file;
    };
    for (const key of [
      'src/features/partner/dashboard/partner-dashboard-page.tsx',
      'src/features/member/member-dashboard-page.tsx',
    ])
      expect(precached.has(chunk(key)), key).toBe(true);
    // Members and visitors never scan: the scanner's chunks are left out, and the worker keeps
    // what the desk loads from assets/desk/ in a cache of its own.
    for (const key of [
      '../node_modules/html5-qrcode/esm/index.js',
      '../node_modules/jsqr/dist/jsQR.js',
      'src/features/partner/desk/qr-scanner.tsx',
    ]) {
      expect(chunk(key), key).toMatch(/^assets\/desk\//);
      expect(precached.has(chunk(key)), key).toBe(false);
    }
    expect(worker).toContain('desk-scanner');
    for (const key of [
      'src/features/admin/admin-dashboard-page.tsx',
      'src/features/admin/insights/charts.ts',
      'src/features/partner/register/partner-register-page.tsx',
    ]) {
      expect(chunk(key), key).toMatch(/^assets\/online\//);
      expect(precached.has(chunk(key)), key).toBe(false);
      // Still served, online.
      expect((await rawGet(stack().baseURL, `/${chunk(key)}`)).status, key).toBe(200);
    }
    expect([...precached].some((url) => url.startsWith('screenshots/'))).toBe(false);
  });

  it('says an online-only screen needs the network when it is opened offline', async () => {
    const { context, page } = await stack().newPage();
    await page.goto(`${stack().baseURL}/`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    // setOffline does not cut the service worker's own fetches, so abort those too.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    for (const path of ['/admin/login', '/partner/register']) {
      await page.goto(`${stack().baseURL}${path}`);
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
      expect(await alert.textContent(), path).toContain('this page needs an internet connection');
    }
  });

  it('says so too when the server cannot be reached while the browser believes it is online', async () => {
    // A clinic Wi-Fi with no internet, or the server down: navigator.onLine stays true (some
    // Chromium builds keep it true even after going offline), so the app must judge by requests.
    const { context, page } = await stack().newPage();
    await page.goto(`${stack().baseURL}/`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await context.route('**/*', (route) => route.abort('connectionrefused'));
    await page.goto(`${stack().baseURL}/partner/register`);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    const alert = page.getByRole('alert');
    await alert.getByText('The server cannot be reached').waitFor();
    expect(await alert.textContent()).toContain('this page needs an internet connection');
  });
});
