// The built app as a browser meets it, for the web and Lighthouse benchmarks: the production
// server (api/dist/server.js, what `npm start` runs) on a free loopback port with a fresh data
// directory and the demo seed, serving pwa/dist. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TOKEN_KEYS } from '../pwa/src/net/tokens.ts';

export const repoRoot = resolve(import.meta.dirname, '..');
export const distDir = join(repoRoot, 'pwa/dist');

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A quiet, root, offline machine: no sandbox, no background connections. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BuiltServer {
  baseURL: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export function assertBuilt(): void {
  for (const file of ['api/dist/server.js', 'pwa/dist/index.html', 'pwa/dist/.vite/manifest.json'])
    if (!existsSync(join(repoRoot, file))) throw new Error(`${file} is missing: run npm run build`);
}

/** Starts the production server; only the variables it needs, as e2e/support/harness.ts does. */
export async function startBuiltServer(): Promise<BuiltServer> {
  assertBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-bench-web-'));
  let output = '';
  const child = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, close };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One chunk of Vite's build manifest (pwa/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export function readBuildManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/** One script a page fetched: its path, the bytes on the wire (body as sent) and its encoding. */
export interface FetchedScript {
  path: string;
  bodyBytes: number;
  encoding: string;
}

/** The demo member of the seed (api/src/lib/demo-sign-ins.ts). */
const DEMO_MEMBER = { email: 'member@demo.mcs', password: 'demo-member-1' };

/** Signs the demo member in: the session token the sign-in page would store. */
export async function demoMemberToken(baseURL: string): Promise<string> {
  const signIn = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  const { token } = (await signIn.json()) as { token?: string };
  if (!signIn.ok || !token) throw new Error(`the demo member could not sign in: ${signIn.status}`);
  return token;
}

/** Where the app keeps the member's session token in localStorage. */
export const MEMBER_TOKEN_KEY = TOKEN_KEYS.member;

/**
 * A member's first visit to `path` (a dashboard address) in a fresh Chromium profile: signed in
 * (the session token the sign-in page would have stored), nothing else on the device, no HTTP
 * cache. Waits until the dashboard greets the member by name with nothing loading over it and
 * the network is idle, and lists the scripts the page itself fetched (the service worker's
 * precache downloads after that are the worker's, not the page's).
 */
export async function memberFirstVisit(baseURL: string, path: string): Promise<FetchedScript[]> {
  const { chromium } = await import('playwright-core');
  const token = await demoMemberToken(baseURL);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // A JSON answer of the same origin: it loads no script, so the cache stays empty.
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      MEMBER_TOKEN_KEY,
      token,
    ] as const);
    const pending: Promise<FetchedScript>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            path: request.url().slice(baseURL.length),
            bodyBytes: sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    await page.locator('.loading-overlay').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    await context.close();
    return scripts;
  } finally {
    await browser.close();
  }
}
