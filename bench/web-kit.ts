// The built app as a browser meets it, for the web and Lighthouse benchmarks: the production
// server (api/dist/server.js, what `npm start` runs) on a free loopback port with a fresh data
// directory and the demo seed, serving pwa/dist. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
