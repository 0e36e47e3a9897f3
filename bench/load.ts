// `npm run load [-- --seconds N]`: 200 partner desks pushing visits and 500 members searching the
// directory at once, against the built server on loopback (SQLite in a temporary DATA_DIR, or the
// PostgreSQL named by DATABASE_URL, which must be an empty database). Each simulated person works
// at a person's pace (a desk pushes one to three visits about every 2 s, a member searches about
// every 2 s), all at once, for the whole run. Prints requests, failures (there should be none)
// and latency percentiles per kind. Not part of `npm test` or `npm run bench`: a load run, not a
// benchmark of one path.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../api/src/db/database.ts';
import { demoDirectoryPartner } from '../api/src/seed/demo-partners.ts';
import { loadEnv } from '../api/src/env.ts';
import { hashPassword } from '../api/src/lib/password.ts';
import { createTokenSigner } from '../api/src/lib/tokens.ts';
import { testMemberRow } from '../api/src/test/test-rows.ts';
import {
  freePort,
  requireBuild,
  startServer,
  stopServer,
  waitForHealth,
} from './server-process.ts';

const DESKS = 200;
const MEMBERS = 500;
const PAUSE_MS = 2_000;
const PASSWORD = 'load-desk-1';
const SEARCHES = ['clinic', 'dental', 'lakshmi', 'apollo', 'care', 'kerala', 'sharma', 'diag'];
const PLACES: ReadonlyArray<Record<string, string>> = [
  {},
  { type: 'dentist' },
  { state: 'Kerala' },
  { state: 'Tamil Nadu', district: 'Chennai' },
];

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } });
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds must be a number > 0');

async function seed(dataDir: string, databaseUrl: string | undefined) {
  const env = loadEnv({ dataDir, demo: false }, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const db = openDatabase(env);
  try {
    await migrateToLatest(db, env.database.kind);
    const now = new Date();
    const hash = await hashPassword(PASSWORD);
    const partners = Array.from({ length: DESKS }, (_, i) => ({
      ...demoDirectoryPartner(i + 1, now),
      email: `desk${i}@load.mcs`,
      password_hash: hash,
    }));
    const desks = await db
      .insertInto('partners')
      .values(partners)
      .returning(['id', 'email', 'type'])
      .execute();
    const enrolled = new Date(now.getTime() - 30 * 86_400_000);
    const members = Array.from({ length: MEMBERS }, (_, i) =>
      testMemberRow(enrolled, { email: `member${i}@load.mcs`, password_hash: hash }),
    );
    for (let i = 0; i < members.length; i += 100) {
      await db
        .insertInto('members')
        .values(members.slice(i, i + 100))
        .execute();
    }
    // Desks sign in once a shift; what is loaded here is their work, so their tokens are made
    // with the server's own secret (DATA_DIR/jwt-secret, which loadEnv wrote) instead of 200
    // sign-ins from one address, which the sign-in limit refuses past 100.
    const signer = createTokenSigner(env.jwtSecret, env.jwtTtlSeconds);
    const tokens = await Promise.all(
      desks.map((d) =>
        signer.sign({ role: 'partner', id: String(d.id), email: d.email, type: d.type, gen: 0 }),
      ),
    );
    return { membershipIds: members.map((m) => m.membership_id), tokens };
  } finally {
    await db.destroy();
  }
}

class Tally {
  readonly times: number[] = [];
  failures = 0;
  firstFailure = '';

  async time(send: () => Promise<Response>, ok: (res: Response) => Promise<boolean>) {
    const started = performance.now();
    try {
      const res = await send();
      const good = await ok(res);
      this.times.push(performance.now() - started);
      if (!good) this.fail(`status ${res.status}`);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  fail(why: string) {
    this.failures += 1;
    this.firstFailure ||= why;
  }

  line(label: string) {
    const sorted = [...this.times].sort((a, b) => a - b);
    const at = (p: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    return `  ${label.padEnd(18)} ${String(this.times.length).padStart(7)} requests  ${String(this.failures).padStart(4)} failed  p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}${this.firstFailure ? `  (first failure: ${this.firstFailure})` : ''}`;
  }
}

const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS * (0.5 + Math.random())));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function main() {
  requireBuild();
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-load-'));
  const { membershipIds, tokens } = await seed(dataDir, databaseUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir, {
    demo: false,
    env: {
      MAX_VISITS_PER_PARTNER_PER_DAY: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    await waitForHealth(base);

    const pushes = new Tally();
    const searches = new Tally();
    let applied = 0;
    const until = Date.now() + seconds * 1000;
    // A clinic sees mostly its own regulars: each desk's visits go to 10 members of its own, so
    // after a desk's first visit to a member its pushes are no new membership checks (a push
    // counts only members the desk has not served toward the 30-a-minute verify limit).
    const desk = async (token: string, index: number) => {
      const regulars = Array.from(
        { length: 10 },
        (_, i) => membershipIds[(index * 10 + i) % membershipIds.length]!,
      );
      await pause();
      while (Date.now() < until) {
        const mutations = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
          id: randomUUID(),
          kind: 'visit',
          clientTime: new Date().toISOString(),
          payload: {
            membershipId: pick(regulars),
            service: 'Consultation',
            discountApplied: 10,
          },
        }));
        await pushes.time(
          () =>
            fetch(`${base}/api/sync/push`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ mutations }),
            }),
          async (res) => {
            if (!res.ok) return false;
            const { results } = (await res.json()) as { results: { status: string }[] };
            const done = results.filter((r) => r.status === 'applied').length;
            applied += done;
            return done === mutations.length;
          },
        );
        await pause();
      }
    };
    const member = async () => {
      await pause();
      while (Date.now() < until) {
        const query = new URLSearchParams({ q: pick(SEARCHES), ...pick(PLACES) });
        await searches.time(
          () => fetch(`${base}/api/partners?${query}`, { headers: { 'accept-encoding': 'gzip' } }),
          async (res) => {
            await res.arrayBuffer();
            return res.ok;
          },
        );
        await pause();
      }
    };
    console.log(
      `Load: ${DESKS} desks pushing visits and ${MEMBERS} members searching for ${seconds} s on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}...`,
    );
    await Promise.all([
      ...tokens.map((token, index) => desk(token, index)),
      ...Array.from({ length: MEMBERS }, member),
    ]);
    console.log(pushes.line('sync push'));
    console.log(searches.line('directory search'));
    console.log(`  ${applied.toLocaleString('en-IN')} visits applied`);
    if (pushes.failures + searches.failures > 0) process.exitCode = 1;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
