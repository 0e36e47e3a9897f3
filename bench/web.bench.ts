// What the home page costs a phone: the JavaScript it needs before it is interactive (from the
// production build's chunk graph, gzipped), what Chromium really downloads for `/` from the
// production server (HTML, JS and CSS, compressed as served), that the desk scanner
// (html5-qrcode) and the admin console are chunks of their own that `/` never loads, and the size
// of the service worker's precache. Then what a signed-in member's first visit to `/dashboard`
// downloads of JavaScript before the dashboard is usable (web-kit.ts's memberFirstVisit). Needs
// `npm run build` first.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { homeScripts } from '../pwa/scripts/home-scripts.ts';
import { reportBudget, type BudgetLine } from './bench-kit.ts';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  distDir,
  memberFirstVisit,
  readBuildManifest,
  startBuiltServer,
  type FetchedScript,
  type ManifestChunk,
} from './web-kit.ts';

const KB = 1000;
const JS_BUDGET_KB = 110;
/** A signed-in member's first visit to /dashboard: JavaScript on the wire, brotli as served. */
const MEMBER_JS_BUDGET_KB = 150;
const PRECACHE_BUDGET_MB = 1.5;

/** The chunks that hold a module matching `pattern`; throws when there is none of its own. */
function chunksOf(manifest: Record<string, ManifestChunk>, pattern: RegExp, what: string) {
  const files = Object.entries(manifest)
    .filter(([key, chunk]) => pattern.test(key) && chunk.file.endsWith('.js') && !chunk.isEntry)
    .map(([, chunk]) => chunk.file);
  if (files.length === 0) throw new Error(`${what} is not a chunk of its own`);
  return new Set(files);
}

/** The files the service worker precaches (its manifest in sw.js), clean URLs as their HTML. */
function precacheBytes(): { files: number; bytes: number } {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  let bytes = 0;
  for (const url of urls) {
    const path = join(distDir, url);
    const stat = statSync(path);
    bytes += stat.isDirectory() ? statSync(join(path, 'index.html')).size : stat.size;
  }
  return { files: urls.length, bytes };
}

interface Fetched {
  url: string;
  type: string;
  wire: number;
  decoded: number;
}

/** Loads `/` in a fresh Chromium profile and lists what the page itself fetched until idle. */
async function homeOnTheWire(baseURL: string): Promise<Fetched[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<Fetched>[] = [];
    // Page requests only: the service worker's precache downloads after load are not the page's.
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          const body = (await response?.body())?.length ?? 0;
          return {
            url: request.url().slice(baseURL.length),
            type: request.resourceType(),
            wire: sizes.responseHeadersSize + sizes.responseBodySize,
            decoded: body,
          };
        })(),
      );
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(pending);
    await context.close();
    return fetched;
  } finally {
    await browser.close();
  }
}

async function main() {
  const manifest = readBuildManifest();
  // The same measure as the build's own check (pwa/scripts/check-home-js.ts).
  const homeFiles = homeScripts(distDir);
  const home = new Set(homeFiles.map((script) => script.file));
  const scanner = chunksOf(manifest, /node_modules\/html5-qrcode\//, 'html5-qrcode');
  const admin = chunksOf(manifest, /^src\/features\/admin\//, 'the admin console');
  const homeGzip = homeFiles.reduce((sum, script) => sum + script.gzipBytes, 0);
  const precache = precacheBytes();

  const server = await startBuiltServer();
  let fetched: Fetched[];
  let member: FetchedScript[];
  try {
    fetched = await homeOnTheWire(server.baseURL);
    member = await memberFirstVisit(server.baseURL, '/dashboard');
  } finally {
    await server.close();
  }
  const ofType = (type: string) => fetched.filter((f) => f.type === type);
  const sum = (list: Fetched[], pick: (f: Fetched) => number) =>
    list.reduce((total, f) => total + pick(f), 0);
  const html = ofType('document');
  const js = ofType('script');
  const css = ofType('stylesheet');
  const loaded = (chunks: Set<string>) =>
    js.filter((f) => chunks.has(f.url.replace(/^\//, ''))).length +
    [...home].filter((file) => chunks.has(file)).length;
  const kb = (bytes: number) => bytes / KB;
  const uncompressed = (list: Fetched[]) =>
    `${kb(sum(list, (f) => f.decoded)).toFixed(1)} KB decoded`;

  const memberBytes = member.reduce((total, script) => total + script.bodyBytes, 0);
  const notBrotli = member.filter((script) => script.encoding !== 'br').length;
  // The largest files first: where the member's first screen spends its bytes.
  console.log('\nmember first visit to /dashboard, scripts on the wire:');
  for (const script of [...member].sort((a, b) => b.bodyBytes - a.bodyBytes))
    console.log(`  ${script.path}  ${kb(script.bodyBytes).toFixed(1)} KB ${script.encoding}`);

  const lines: BudgetLine[] = [
    {
      label: 'home JS before interactive, gzipped (build graph)',
      value: kb(homeGzip),
      unit: 'KB',
      target: JS_BUDGET_KB,
      note: `${home.size} chunks`,
    },
    {
      label: 'home JS on the wire (Chromium, brotli)',
      value: kb(sum(js, (f) => f.wire)),
      unit: 'KB',
      target: JS_BUDGET_KB,
      note: `${js.length} files, ${uncompressed(js)}`,
    },
    {
      label: 'home HTML on the wire',
      value: kb(sum(html, (f) => f.wire)),
      unit: 'KB',
      note: uncompressed(html),
    },
    {
      label: 'home CSS on the wire',
      value: kb(sum(css, (f) => f.wire)),
      unit: 'KB',
      note: uncompressed(css),
    },
    {
      label: 'home HTML + JS + CSS on the wire',
      value: kb(sum([...html, ...js, ...css], (f) => f.wire)),
      unit: 'KB',
      note: uncompressed([...html, ...js, ...css]),
    },
    {
      label: 'html5-qrcode chunks loaded on /',
      value: loaded(scanner),
      unit: 'chunks',
      target: 0,
      note: `${scanner.size} chunk of its own`,
    },
    {
      label: 'admin console chunks loaded on /',
      value: loaded(admin),
      unit: 'chunks',
      target: 0,
      note: `${admin.size} chunks of their own`,
    },
    {
      label: 'member first visit to /dashboard, JS on the wire (Chromium, brotli)',
      value: kb(memberBytes),
      unit: 'KB',
      target: MEMBER_JS_BUDGET_KB,
      note: `${member.length} files${notBrotli > 0 ? `, ${notBrotli} not brotli` : ''}, signed in, fresh profile`,
    },
    {
      label: 'service worker precache',
      value: precache.bytes / 1e6,
      unit: 'MB',
      target: PRECACHE_BUDGET_MB,
      note: `${precache.files} files, uncompressed`,
    },
  ];
  await reportBudget('Web: home page transfer and JavaScript budget', lines);
}

await main();
