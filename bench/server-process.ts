// The built server (api/dist/server.js) as the benches run it: its own process on a free loopback
// port and a temporary DATA_DIR, with nothing of this machine's environment passed on.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { demoDirectoryPartner } from '../api/src/seed/demo-partners.ts';

export const repoRoot = resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function requireBuild(): void {
  if (!existsSync(join(repoRoot, 'api/dist/server.js'))) {
    throw new Error('api/dist/server.js is missing: run `npm run build` first');
  }
}

export function startServer(
  port: number,
  dataDir: string,
  /** `fromSource`: api/src/server.ts through tsx instead of the build, to try a change unbuilt. */
  options: { demo?: boolean; env?: NodeJS.ProcessEnv; fromSource?: boolean } = {},
): ChildProcess {
  const entry = options.fromSource
    ? ['--import', 'tsx', join(repoRoot, 'api/src/server.ts')]
    : [join(repoRoot, 'api/dist/server.js')];
  return spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: options.demo === false ? '0' : '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: 'ignore',
  });
}

/** Polls `/api/health` every `everyMs` until it answers 200. */
export async function waitForHealth(baseURL: string, everyMs = 100): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error('the server did not become healthy');
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/**
 * `count` approved partners from the demo directory's generator (realistic names, cities and
 * services), numbered from `first`, written straight into a migrated SQLite file while the server
 * is down; the database's triggers keep the search index and the sync feed as the API would.
 */
export function seedDirectoryPartners(file: string, count: number, first = 1): number {
  const sqlite = new Database(file);
  const now = new Date();
  const columns = Object.keys(demoDirectoryPartner(first, now));
  const insert = sqlite.prepare(
    `insert into partners (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const started = performance.now();
  sqlite.transaction(() => {
    for (let i = first; i < first + count; i++) insert.run(demoDirectoryPartner(i, now));
  })();
  const elapsed = performance.now() - started;
  sqlite.pragma('optimize');
  sqlite.close();
  return elapsed;
}
