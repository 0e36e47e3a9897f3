// The built server over HTTP: cold start to a healthy /api/health, throughput with autocannon
// (loopback, 50 connections, 10 s) against a bare Hono 'ok' route measured in the same run, and
// resident memory with 50,000 partners after the throughput runs.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median, reportBudget, timed } from './bench-kit.ts';
import type { BudgetLine } from './bench-kit.ts';
import {
  freePort,
  repoRoot,
  requireBuild,
  seedDirectoryPartners,
  startServer,
  stopServer,
  waitForHealth,
} from './server-process.ts';

const PARTNERS = 50_000;
const STARTS = 3;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);

/** The floor: the same Hono and node-server answering 'ok', nothing else. */
const BARE_HONO = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono().get('/ok', (c) => c.text('ok'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
`;

function startBareHono(port: number): ChildProcess {
  return spawn(process.execPath, ['--input-type=module', '-e', BARE_HONO], {
    cwd: join(repoRoot, 'api'),
    env: { PORT: String(port) },
    stdio: 'ignore',
  });
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} never answered`);
}

interface Run {
  perSecond: number;
  p99: number;
  failures: number;
}

async function hammer(url: string): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Clients that accept compression, as browsers do.
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function main() {
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-bench-server-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server = startServer(port, dataDir, { demo: false });
  const barePort = await freePort();
  const bare = startBareHono(barePort);
  try {
    await waitForHealth(baseURL); // migrated
    await stopServer(server);
    seedDirectoryPartners(join(dataDir, 'mcs.sqlite'), PARTNERS);

    // Cold start: spawn to the first healthy answer, polling every 5 ms.
    const starts: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      starts.push(
        await timed(async () => {
          server = startServer(port, dataDir, { demo: false });
          await waitForHealth(baseURL, 5);
        }),
      );
      if (i < STARTS - 1) await stopServer(server);
    }

    await waitForOk(`http://127.0.0.1:${barePort}/ok`);
    const floor = await hammer(`http://127.0.0.1:${barePort}/ok`);
    const health = await hammer(`${baseURL}/api/health`);
    const search = await hammer(`${baseURL}/api/partners?q=clinic&type=dentist`);
    const list = await hammer(`${baseURL}/api/partners?state=Kerala`);
    const memory = residentMb(server.pid!);

    const share = (run: Run) => (run.perSecond / floor.perSecond) * 100;
    const throughput = (label: string, run: Run, target?: number): BudgetLine => ({
      label,
      value: share(run),
      unit: '% of bare Hono',
      target,
      better: 'higher',
      note: `${Math.round(run.perSecond).toLocaleString('en-IN')} req/s, p99 ${run.p99} ms, ${run.failures} failed`,
    });
    await reportBudget(
      `Server: ${PARTNERS.toLocaleString('en-IN')} partners, autocannon ${CONNECTIONS} connections`,
      [
        {
          label: 'cold start to a healthy /api/health (median of 3)',
          value: median(starts) / 1000,
          unit: 's',
          target: 1.5,
        },
        {
          label: "bare Hono 'ok' route",
          value: Math.round(floor.perSecond),
          unit: 'req/s',
          note: `${SECONDS} s per route, p99 ${floor.p99} ms, ${floor.failures} failed`,
        },
        throughput('GET /api/health', health),
        throughput('directory search (q=clinic&type=dentist)', search, 30),
        throughput('directory filter (state=Kerala)', list, 30),
        {
          label: 'failed requests (errors, timeouts, non-2xx)',
          value: health.failures + search.failures + list.failures,
          unit: '',
          target: 0,
        },
        { label: 'resident memory after the runs', value: memory, unit: 'MB', target: 150 },
      ],
    );
  } finally {
    bare.kill('SIGTERM');
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
