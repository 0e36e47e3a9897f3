// Offline speed in the real app's origin: the built server (api/dist/server.js) on a free port
// with a temp data directory holding the demo seed (a member) and 5,000 more approved partners,
// and Debian's Chromium with its CPU slowed 4x (CDP), as a mid-range phone. The app's own offline
// modules (pull, search, card check) are bundled from pwa/src/offline and run in a page of that
// origin, so the figures are those of the code the screens call:
//   1. pulling the directory into Dexie, unthrottled and on slow 4G, with the bytes on the wire;
//   2. a search keystroke over the cached directory;
//   3. a card check (signature, expiry, revocation among 10,000 revoked ids).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { CDPSession, Page } from 'playwright-core';
import { median, reportBudget } from './bench-kit.ts';
import type { OfflineBenchHooks } from './offline-bench-entry.ts';
import {
  freePort,
  seedDirectoryPartners,
  startServer,
  stopServer,
  waitForHealth,
} from './server-process.ts';

const root = resolve(import.meta.dirname, '..');
const SEEDED = 5_000;
const REVOKED = 10_000;
const PULL_RUNS = 3;
const CARD_CHECKS = 200;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
// Slow 4G as Chrome's DevTools preset names it: 150 ms latency, 1.6 Mbps down, 750 kbps up.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
// What a member types, one keystroke at a time: a name, then a second word.
const KEYSTROKES = [
  's',
  'sh',
  'sha',
  'shar',
  'sharm',
  'sharma',
  'sharma d',
  'sharma de',
  'sharma den',
];

declare const mcsOfflineBench: OfflineBenchHooks;
// Browser globals the page functions read (this file is typed for Node).
declare const location: { origin: string };
interface ResourceEntry {
  name: string;
  encodedBodySize: number;
  decodedBodySize: number;
}

async function memberCard(baseURL: string): Promise<{ jws: string; issuer: string }> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@demo.mcs', password: 'demo-member-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const card = await fetch(`${baseURL}/api/members/me/card`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { jws } = (await card.json()) as { jws: string };
  const config = (await (await fetch(`${baseURL}/api/config`)).json()) as { cardIssuer: string };
  return { jws, issuer: config.cardIssuer };
}

/** One full pull into a fresh database; the time, the partners stored and the directory bytes. */
function pullOnce(page: Page, dbName: string) {
  return page.evaluate(async (name) => {
    performance.clearResourceTimings();
    const db = new mcsOfflineBench.OfflineDb(name);
    const client = mcsOfflineBench.createSyncClient({ baseUrl: location.origin });
    const start = performance.now();
    for (let run = 0; run < 20; run++) {
      const outcome = await mcsOfflineBench.pullDirectory(db, client);
      if (!outcome.ok) throw new Error(outcome.message);
      if (!outcome.more) break;
    }
    const ms = performance.now() - start;
    const stored = await db.directory.count();
    const pages = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/sync/directory')) as unknown as ResourceEntry[];
    db.close();
    return {
      ms,
      stored,
      pages: pages.length,
      wire: pages.reduce((sum, e) => sum + e.encodedBodySize, 0),
      raw: pages.reduce((sum, e) => sum + e.decodedBodySize, 0),
    };
  }, dbName);
}

async function main() {
  if (
    !existsSync(join(root, 'api/dist/server.js')) ||
    !existsSync(join(root, 'pwa/dist/index.html'))
  )
    throw new Error('run `npm run build` before the offline bench');
  const bundle = await build({
    entryPoints: [join(root, 'bench/offline-bench-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'warning',
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-offline-bench-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server = startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    await waitForHealth(baseURL); // migrated and demo-seeded
    await stopServer(server);
    seedDirectoryPartners(join(dataDir, 'mcs.sqlite'), SEEDED, 10_000);
    server = startServer(port, dataDir);
    await waitForHealth(baseURL);
    const card = await memberCard(baseURL);

    // The bundle goes in as an inline script, which the app's CSP (rightly) refuses otherwise.
    const context = await browser.newContext({ baseURL, bypassCSP: true });
    const page = await context.newPage();
    // A page of the app's origin that runs none of the app (no sync loop of its own competing).
    await page.goto('/api/health');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');

    // 1. The pull, unthrottled network (median of PULL_RUNS), then on slow 4G (once).
    const fast = [];
    for (let run = 0; run < PULL_RUNS; run++) fast.push(await pullOnce(page, `bench-fast-${run}`));
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const slow = await pullOnce(page, 'bench-slow');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const pulled = fast[0]!;

    // 2. Keystrokes over the cached directory (the first pull's database).
    const search = await page.evaluate(
      async ({ keys }) => {
        const db = new mcsOfflineBench.OfflineDb('bench-fast-0');
        // The screen first lists the directory with no text, as it opens; then the member types.
        const opened = performance.now();
        await mcsOfflineBench.searchDirectory(db, { page: 1 });
        const list = performance.now() - opened;
        const times: number[] = [];
        let found = 0;
        for (let round = 0; round < 3; round++)
          for (const q of keys) {
            const start = performance.now();
            const { pagination } = await mcsOfflineBench.searchDirectory(db, { q, page: 1 });
            times.push(performance.now() - start);
            found = pagination.totalPartners;
          }
        // The first round types each text for the first time; later rounds repeat it (as a
        // member who deletes and retypes), which the session's memo answers.
        return {
          list,
          first: times[0]!,
          firstRound: times.slice(1, keys.length),
          times: times.slice(1),
          again: times.slice(keys.length),
          found,
        };
      },
      { keys: KEYSTROKES },
    );

    // 3. Card checks against 10,000 revoked ids, with the server's keys pulled as the desk does.
    const checks = await page.evaluate(
      async ({ jws, issuer, revoked, count }) => {
        const db = new mcsOfflineBench.OfflineDb('bench-card');
        const client = mcsOfflineBench.createSyncClient({ baseUrl: location.origin });
        const keys = await mcsOfflineBench.pullJwks(db, client);
        if (!keys.ok) throw new Error(keys.message);
        await db.revocations.bulkPut(
          Array.from({ length: revoked }, (_, i) => ({
            rid: `r${i.toString(36).padStart(15, '0')}`,
          })),
        );
        const times: number[] = [];
        for (let i = 0; i <= count; i++) {
          const start = performance.now();
          const result = await mcsOfflineBench.verifyScannedCard(db, jws, new Date(), issuer);
          times.push(performance.now() - start);
          if (!result.ok) throw new Error(result.message);
        }
        return { first: times[0]!, times: times.slice(1) };
      },
      { ...card, revoked: REVOKED, count: CARD_CHECKS },
    );

    const sorted = [...search.times].sort((a, b) => a - b);
    await reportBudget('Offline (Chromium, CPU 4x slower)', [
      {
        label: `pull ${pulled.stored.toLocaleString('en-IN')} partners, no network throttling (median of ${PULL_RUNS})`,
        value: median(fast.map((r) => r.ms)) / 1000,
        unit: 's',
        target: 2,
        note: `${pulled.pages} pages`,
      },
      { label: 'pull on slow 4G (150 ms, 1.6 Mbps)', value: slow.ms / 1000, unit: 's', target: 8 },
      {
        label: 'directory pull, bytes on the wire',
        value: Math.round(pulled.wire / 1024),
        unit: 'KB',
        note: `${Math.round(pulled.raw / 1024).toLocaleString('en-IN')} KB of JSON uncompressed`,
      },
      {
        label: `search keystroke, "${KEYSTROKES.at(-1)}" typed (median of ${search.firstRound.length})`,
        value: median(search.firstRound),
        unit: 'ms',
        target: 30,
        note: `first keystroke ${search.first.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms; retyped ${median(search.again).toFixed(2)} ms; ${search.found} found`,
      },
      { label: 'directory first listed (no text, page 1)', value: search.list, unit: 'ms' },
      {
        label: `card check, ${REVOKED.toLocaleString('en-IN')} revoked ids (median of ${CARD_CHECKS})`,
        value: median(checks.times),
        unit: 'ms',
        target: 5,
        note: `first check ${checks.first.toFixed(1)} ms`,
      },
    ]);
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
