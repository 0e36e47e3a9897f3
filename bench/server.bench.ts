// The built server over HTTP with 50,000 partners, beside a bare Hono 'ok' route measured in the
// same run: cold start to a healthy /api/health (and bare Hono's to its first 'ok'); throughput
// with autocannon (loopback, 50 connections, 10 s) of /api/health and of the directory, asked
// distinct questions (a new query or page per request, as members type: every one a miss of the
// answer cache) and one repeated question (answered from the cache); resident memory after
// 50,000 searches with a 12 KB junk parameter; /api/health's p99 while 150 bad sign-ins a second
// arrive, each from its own address. Bounded: loopback only, every run limited in time or count.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { demoDirectoryPartner } from '../api/src/seed/demo-partners.ts';
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
const JUNK_SEARCHES = 50_000;
const JUNK_BYTES = 12 * 1024;
const BAD_SIGN_INS_PER_SECOND = 150;
const SIGN_IN_SECONDS = 10;
/** A page's steady reader of /api/health during the sign-in flood: a person, not a load test. */
const HEALTH_PER_SECOND = 50;

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

async function waitForOk(url: string, everyMs = 50): Promise<void> {
  for (let i = 0; i < 30_000 / everyMs; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} never answered`);
}

interface Run {
  perSecond: number;
  p99: number;
  failures: number;
  requests: number;
  statuses: string;
}

function summary(result: autocannon.Result): Run {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${(count ?? 0).toLocaleString('en-IN')} x ${status}`)
    .join(', ');
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    statuses,
  };
}

/**
 * Every run ends after `SECONDS`, or after its `amount` of requests if it has one, and in any case
 * after `stopAfterMs` (3 min unless told).
 */
function hammer(
  url: string,
  options: Partial<autocannon.Options> = {},
  stopAfterMs = 180_000,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        ...(options.amount ? {} : { duration: SECONDS }),
        // Clients that accept compression, as browsers do.
        headers: { 'accept-encoding': 'gzip' },
        ...options,
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(summary(result));
      },
    );
    const limit = setTimeout(() => instance.stop(), stopAfterMs);
  });
}

/** Asks each path of `paths` in turn, one per request; `asked()` says how many were asked. */
function eachPath(paths: readonly string[]) {
  let next = 0;
  return {
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: paths[next++ % paths.length]!,
        }),
      },
    ],
    asked: () => next,
  };
}

/** A small deterministic shuffle, so every run asks the same questions in the same order. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let seed = 20_261_126;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Directory searches as members make them, each asked once: a word typed letter by letter ("c",
 * "cl", "cli", ...) with or without filters, then pages 2 and 3 of the whole word; and filter-only
 * pages. Words, places and services are those of the seeded partners. No address repeats, so
 * none is answered from the answer cache.
 */
function typedSearches(): string[] {
  const now = new Date();
  const words = new Set<string>();
  const filters: Record<string, string>[] = [{}];
  for (let i = 1; i <= 400; i += 7) {
    const p = demoDirectoryPartner(i, now);
    for (const text of [p.name, p.responsible_name, p.district, p.specialization ?? '']) {
      for (const word of text.toLowerCase().split(/[^a-z]+/)) if (word.length > 2) words.add(word);
    }
    filters.push(
      { type: p.type },
      { state: p.state },
      { state: p.state, district: p.district },
      { type: p.type, state: p.state },
      ...(p.specialization ? [{ specialization: p.specialization }] : []),
    );
  }
  const seen = new Set<string>();
  const sessions: string[][] = [];
  const path = (params: Record<string, string>) => `/api/partners?${new URLSearchParams(params)}`;
  const unique = (list: string[]) => list.filter((p) => !seen.has(p) && seen.add(p));
  for (const filter of filters) {
    sessions.push(unique([2, 3, 4, 5, 6].map((page) => path({ ...filter, page: String(page) }))));
    for (const word of words) {
      const typed = [...word].map((_, n) => path({ q: word.slice(0, n + 1), ...filter }));
      const pages = ['2', '3'].map((page) => path({ q: word, ...filter, page }));
      sessions.push(unique([...typed, ...pages]));
    }
  }
  return shuffled(sessions).flat();
}

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** Bad sign-ins at a steady rate, each from its own address (behind a proxy that says so). */
async function badSignIns(baseURL: string): Promise<Run> {
  let n = 0;
  return summary(
    await autocannon({
      url: `${baseURL}/api/partners/login`,
      // Enough to keep the rate while the slowest wait their turn for a password check.
      connections: 500,
      overallRate: BAD_SIGN_INS_PER_SECOND,
      duration: SIGN_IN_SECONDS,
      method: 'POST',
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            n += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              // A listed partner's email (each check costs a full password hash) or an unknown one.
              body: JSON.stringify({
                email:
                  n % 2
                    ? `listing${1 + (n % PARTNERS)}@directory.demo.mcs`
                    : `nobody${n}@example.in`,
                password: `wrong-password-${n}`,
              }),
            };
          },
        },
      ],
    }),
  );
}

/** A person's pace of /api/health requests, for its latency rather than its throughput. */
const steadyHealth = (baseURL: string) =>
  hammer(`${baseURL}/api/health`, {
    connections: 10,
    overallRate: HEALTH_PER_SECOND,
    duration: SIGN_IN_SECONDS,
  });

async function coldStart(start: () => ChildProcess, url: string): Promise<number[]> {
  const starts: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    let child: ChildProcess | undefined;
    starts.push(
      await timed(async () => {
        child = start();
        await waitForOk(url, 5);
      }),
    );
    await stopServer(child!);
  }
  return starts;
}

async function main() {
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-bench-server-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Behind one proxy, so each bad sign-in can come from an address of its own.
  const serverEnv = { env: { TRUST_PROXY: '1' }, demo: false };
  let server = startServer(port, dataDir, serverEnv);
  const barePort = await freePort();
  const bareURL = `http://127.0.0.1:${barePort}/ok`;
  let bare: ChildProcess | undefined;
  try {
    await waitForHealth(baseURL); // migrated
    await stopServer(server);
    seedDirectoryPartners(join(dataDir, 'mcs.sqlite'), PARTNERS);

    // Cold start: spawn to the first 200, polling every 5 ms, for the server and for bare Hono.
    const bareStarts = await coldStart(() => startBareHono(barePort), bareURL);
    const serverStarts = await coldStart(
      () => startServer(port, dataDir, serverEnv),
      `${baseURL}/api/health`,
    );
    server = startServer(port, dataDir, serverEnv);
    await waitForHealth(baseURL, 5);
    bare = startBareHono(barePort);
    await waitForOk(bareURL);

    const floor = await hammer(bareURL);
    const health = await hammer(`${baseURL}/api/health`);
    const typed = typedSearches();
    const distinctPaths = eachPath(typed);
    // Each question once: the run ends at the last of them if that comes before SECONDS.
    const distinct = await hammer(
      baseURL,
      { requests: distinctPaths.requests, amount: typed.length },
      SECONDS * 1000,
    );
    const repeated = await hammer(`${baseURL}/api/partners?q=clinic&type=dentist`);
    const floorAfter = await hammer(bareURL);
    const afterSearches = residentMb(server.pid!);

    // Junk: 50,000 searches, each with its own 12 KB parameter the route does not take.
    const junk = 'j'.repeat(JUNK_BYTES);
    let junkCount = 0;
    const junkRun = await hammer(baseURL, {
      amount: JUNK_SEARCHES,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: `/api/partners?q=clinic&x${junkCount++}=${junk}`,
          }),
        },
      ],
    });
    const afterJunk = residentMb(server.pid!);

    const quietHealth = await steadyHealth(baseURL);
    const [floodedHealth, signIns] = await Promise.all([
      steadyHealth(baseURL),
      badSignIns(baseURL),
    ]);

    const floorRate = (floor.perSecond + floorAfter.perSecond) / 2;
    const share = (run: Run) => (run.perSecond / floorRate) * 100;
    const runNote = (run: Run) =>
      `${Math.round(run.perSecond).toLocaleString('en-IN')} req/s, p99 ${run.p99} ms, ${run.failures} failed`;
    const throughput = (label: string, run: Run, target?: number, extra = ''): BudgetLine => ({
      label,
      value: share(run),
      unit: '% of bare Hono',
      target,
      better: 'higher',
      note: `${runNote(run)}${extra}`,
    });
    const wrapped = distinctPaths.asked() > typed.length;
    await reportBudget(
      `Server: ${PARTNERS.toLocaleString('en-IN')} partners, autocannon ${CONNECTIONS} connections`,
      [
        {
          label: 'cold start to a healthy /api/health (median of 3)',
          value: median(serverStarts) / 1000,
          unit: 's',
          target: 1,
          note: `bare Hono to its first 'ok': ${(median(bareStarts) / 1000).toFixed(2)} s; server starts ${serverStarts.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`,
        },
        {
          label: "bare Hono 'ok' route (before and after the server's runs)",
          value: Math.round(floorRate),
          unit: 'req/s',
          note: `${Math.round(floor.perSecond).toLocaleString('en-IN')} then ${Math.round(floorAfter.perSecond).toLocaleString('en-IN')} req/s, ${SECONDS} s per route, p99 ${floor.p99}/${floorAfter.p99} ms`,
        },
        throughput('GET /api/health (pings the database)', health),
        throughput(
          'directory, distinct searches (typed letter by letter, filters, pages; no answer kept)',
          distinct,
          15,
          `; ${distinctPaths.asked().toLocaleString('en-IN')} asked of ${typed.length.toLocaleString('en-IN')} distinct${wrapped ? ', so some were asked twice' : ', none twice'}`,
        ),
        {
          label: 'directory, distinct searches p99',
          value: distinct.p99,
          unit: 'ms',
          target: 50,
        },
        throughput('directory, one search repeated (q=clinic&type=dentist: cache hits)', repeated),
        {
          label: 'failed requests (errors, timeouts, non-2xx) in those runs',
          value: health.failures + distinct.failures + repeated.failures,
          unit: '',
          target: 0,
        },
        {
          label: 'resident memory after those runs (caches filled)',
          value: afterSearches,
          unit: 'MB',
        },
        {
          label: `resident memory after ${JUNK_SEARCHES.toLocaleString('en-IN')} searches with a 12 KB junk parameter`,
          value: afterJunk,
          unit: 'MB',
          target: 250,
          note: `${junkRun.statuses}; ${Math.round(junkRun.perSecond).toLocaleString('en-IN')} req/s`,
        },
        {
          label: `/api/health p99 while ${BAD_SIGN_INS_PER_SECOND} bad sign-ins a second arrive`,
          value: floodedHealth.p99,
          unit: 'ms',
          target: 200,
          note: `quiet: p99 ${quietHealth.p99} ms at the same ${HEALTH_PER_SECOND} req/s; sign-ins answered ${signIns.statuses} (${Math.round(signIns.perSecond)} a second); health ${floodedHealth.failures} failed`,
        },
      ],
    );
  } finally {
    if (bare) await stopServer(bare);
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
