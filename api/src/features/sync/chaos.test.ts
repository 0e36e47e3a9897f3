// Exactly-once delivery under chaos: a client pushes 1,000 visits through a proxy that drops,
// delays and cuts connections, while the server process is killed (SIGKILL) and restarted
// twice. Loopback only, bounded in time. At the end every visit is stored exactly once.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syncPushResponseSchema } from '@mcs/shared';
import type { SyncMutation } from '@mcs/shared';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { loadEnv, REPO_ROOT } from '../../env.ts';
import { createTokenSigner } from '../../lib/tokens.ts';
import { testMemberRow, testPartnerRow } from '../../test/test-rows.ts';
import { seededRandom, startChaosProxy } from './chaos-proxy.ts';

const VISITS = 1_000;
const BATCH = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'mcs-chaos-'));
const jwtSecret = randomBytes(32).toString('hex');
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The real server entry (api/src/server.ts) in a child process, so it can be killed hard. */
class ServerProcess {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(this.port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEMO: '0',
          JWT_SECRET: jwtSecret,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server did not start within 20 s')), 20_000);
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is running at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
      });
    });
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

async function prepareDatabase() {
  const env = loadEnv({ dataDir, jwtSecret, demo: false, logLevel: 'silent' }, {});
  const db = openDatabase(env);
  await migrateToLatest(db);
  const now = new Date();
  const member = await db
    .insertInto('members')
    .values(
      testMemberRow(now, {
        name: 'Chaos Member',
        email: 'chaos-member@test.mcs',
        password_hash: 'x',
        valid_until: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      }),
    )
    .returning(['id', 'membership_id'])
    .executeTakeFirstOrThrow();
  const partner = await db
    .insertInto('partners')
    .values(
      testPartnerRow(now, {
        name: 'Chaos Clinic',
        email: 'chaos-partner@test.mcs',
        password_hash: 'x',
        responsible_name: 'Dr. Chaos',
        discount_items: '[]',
      }),
    )
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  await db.destroy();
  const token = await createTokenSigner(jwtSecret, 3600).sign({
    role: 'partner',
    id: String(partner.id),
    email: partner.email,
    type: 'doctor',
  });
  return { membershipId: member.membership_id, token };
}

async function storedVisits(): Promise<string[]> {
  const db = openDatabase(loadEnv({ dataDir, jwtSecret, demo: false, logLevel: 'silent' }, {}));
  const rows = await db.selectFrom('visits').select('client_id').execute();
  await db.destroy();
  return rows.map((r) => r.client_id);
}

describe('sync push under chaos', () => {
  it(
    'stores 1,000 visits exactly once through a flaky network and two server crashes',
    { timeout: 60_000 },
    async () => {
      const seed = Date.now() % 1_000_000;
      const random = seededRandom(seed);
      const { membershipId, token } = await prepareDatabase();
      const server = new ServerProcess(await freePort());
      cleanups.push(() => server.kill('SIGTERM'));
      await server.start();
      const proxy = await startChaosProxy(
        server.port,
        { drop: 0.1, delay: 0.3, maxDelayMs: 40, cut: 0.15 },
        random,
      );
      cleanups.push(() => proxy.close());

      const outbox = new Map<string, SyncMutation>();
      for (let i = 0; i < VISITS; i++) {
        const id = randomUUID();
        outbox.set(id, {
          id,
          kind: 'visit',
          clientTime: new Date().toISOString(),
          payload: { membershipId, service: `Visit ${i}`, discountApplied: 15 },
        });
      }
      const rejected: string[] = [];
      const restarts: Promise<void>[] = [];
      let failures = 0;
      let streak = 0;
      let duplicates = 0;
      const deadline = Date.now() + 50_000;

      while (outbox.size > 0 && Date.now() < deadline) {
        const confirmed = VISITS - outbox.size;
        if (
          (restarts.length === 0 && confirmed >= VISITS / 3) ||
          (restarts.length === 1 && confirmed >= (2 * VISITS) / 3)
        ) {
          await restarts.at(-1);
          // Not awaited: the crash lands at a random moment, often in the middle of a push.
          restarts.push(
            (async () => {
              await new Promise((resolve) => setTimeout(resolve, random() * 30));
              await server.kill();
              await server.start();
            })(),
          );
        }
        // Any slice of the outbox, in any order: replays arrive shuffled, as from real devices.
        const pending = [...outbox.values()];
        const start = Math.floor(random() * Math.max(1, pending.length - BATCH));
        const batch = pending.slice(start, start + BATCH).sort(() => random() - 0.5);
        try {
          const res = await fetch(`http://127.0.0.1:${proxy.port}/api/sync/push`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ mutations: batch }),
            signal: AbortSignal.timeout(5_000),
          });
          if (!res.ok) throw new Error(`status ${res.status}`);
          const { results } = syncPushResponseSchema.parse(await res.json());
          for (const result of results) {
            if (result.status === 'rejected') rejected.push(`${result.id}: ${result.reason}`);
            else outbox.delete(result.id);
            if (result.status === 'duplicate') duplicates += 1;
          }
          streak = 0;
        } catch {
          // Lost in the chaos: every item of the batch stays in the outbox for the next try.
          failures += 1;
          streak += 1;
          const ceiling = Math.min(400, 10 * 2 ** streak);
          await new Promise((resolve) =>
            setTimeout(resolve, ceiling / 2 + (ceiling / 2) * random()),
          );
        }
      }
      await Promise.all(restarts);
      await server.kill('SIGTERM');

      const stored = await storedVisits();
      const context = `seed ${seed}, ${failures} failed pushes, ${duplicates} duplicates answered, proxy ${JSON.stringify(proxy.stats)}`;
      expect(rejected, context).toEqual([]);
      expect(outbox.size, context).toBe(0);
      expect(restarts, context).toHaveLength(2);
      expect(stored, context).toHaveLength(VISITS);
      expect(new Set(stored).size, context).toBe(VISITS);
      expect(failures, `the proxy should have caused failures (${context})`).toBeGreaterThan(0);
    },
  );
});
