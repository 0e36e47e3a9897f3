// Starts the real stack for a browser journey: the API server as a child process (the same entry
// `npm start` runs) on a free loopback port with a fresh temp data directory and the demo seed,
// serving the built PWA, plus Debian's Chromium through playwright-core. Never a downloaded browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const repoRoot = resolve(import.meta.dirname, '../..');

export const DEMO = {
  admin: { email: 'admin@demo.mcs', password: 'demo-admin-1' },
  member: { email: 'member@demo.mcs', password: 'demo-member-1' },
  partner: { email: 'partner@demo.mcs', password: 'demo-partner-1' },
  inviteCode: 'DEMO-INVITE',
} as const;

export interface Stack {
  baseURL: string;
  dataDir: string;
  browser: Browser;
  /** A fresh browser context (own storage, own service worker) and a page in it. */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Calls the API directly, e.g. to read back what a journey stored. */
  api(path: string, init?: RequestInit): Promise<Response>;
  /** Kills the server process (as a crash would) and starts it again on the same port and data. */
  restartServer(): Promise<void>;
  /** Kills the server process and leaves it down (the network is gone for the app). */
  stopServer(): Promise<void>;
  /** Starts the stopped server again on the same port and data. */
  startServer(): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  demo?: boolean;
  env?: Record<string, string>;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags keep a root, sandboxed CI machine quiet: no sandbox (we run as root), and no
// background connections, which this closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Only what the server needs, on loopback. Nothing of this process's own environment passes on
 * (as in chaos/server-process.ts): a DATABASE_URL, JWT_SECRET or CARD_PRIVATE_JWK set on the
 * machine must not point the test server at real data or a real key. `options.env` adds to it.
 */
export function serverEnv(
  port: number,
  dataDir: string,
  options: StackOptions = {},
): NodeJS.ProcessEnv {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: options.demo === false ? '0' : '1',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
}

function startServerProcess(port: number, dataDir: string, options: StackOptions) {
  let output = '';
  const child = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env: serverEnv(port, dataDir, options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { child, log: () => output };
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => {
    child.once('exit', () => r());
    child.kill(signal);
  });
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(join(repoRoot, 'pwa/dist/index.html'))) {
    throw new Error('pwa/dist is missing: run `npm run build` before the browser journeys');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server = startServerProcess(port, dataDir, options);
  await waitForHealth(baseURL, server.child, server.log);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const contexts: BrowserContext[] = [];

  return {
    baseURL,
    dataDir,
    browser,
    async newPage(contextOptions) {
      const context = await browser.newContext({ baseURL, ...contextOptions });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    api(path, init) {
      return fetch(`${baseURL}${path}`, init);
    },
    async restartServer() {
      await stopProcess(server.child, 'SIGKILL');
      server = startServerProcess(port, dataDir, options);
      await waitForHealth(baseURL, server.child, server.log);
    },
    async stopServer() {
      await stopProcess(server.child, 'SIGKILL');
    },
    async startServer() {
      server = startServerProcess(port, dataDir, options);
      await waitForHealth(baseURL, server.child, server.log);
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await stopProcess(server.child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function apiToken(
  stack: Stack,
  path: string,
  body: Record<string, string>,
): Promise<string> {
  const res = await stack.api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { token?: string; message?: string };
  if (!res.ok || !json.token)
    throw new Error(`sign-in at ${path} failed: ${res.status} ${json.message}`);
  return json.token;
}

/**
 * One stack for the journeys of a file: started before the first, closed after the last. Returns
 * a getter, since the stack exists only once `beforeAll` has run.
 */
export function useStack(options: StackOptions = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
  });
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('the stack is not started: call it inside a test');
    return stack;
  };
}
