// A server killed (SIGKILL) while it applies a push batch keeps none of that batch or all of it,
// never part; the desk's replay to the restarted server then completes it, each visit once.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SYNC_PUSH_BATCH_MAX, syncPushResponseSchema } from '@mcs/shared';
import { migrateToLatest, openDatabase } from '../api/src/db/database.ts';
import { loadEnv } from '../api/src/env.ts';
import { createTokenSigner } from '../api/src/lib/tokens.ts';
import { testMemberRow, testPartnerRow } from '../api/src/test/test-rows.ts';
import { ServerProcess } from './server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mcs-crash-'));
const jwtSecret = randomBytes(32).toString('hex');
const server = new ServerProcess({ dataDir, jwtSecret });

afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const serverDb = () =>
  openDatabase(loadEnv({ dataDir, jwtSecret, demo: false, logLevel: 'silent' }, {}));

async function prepare() {
  const db = serverDb();
  await migrateToLatest(db);
  const now = new Date(Date.now() - 86_400_000);
  const member = await db
    .insertInto('members')
    .values(testMemberRow(now, { email: 'crash-member@test.mcs', password_hash: 'x' }))
    .returning('membership_id')
    .executeTakeFirstOrThrow();
  const partner = await db
    .insertInto('partners')
    .values(testPartnerRow(now, { email: 'crash-partner@test.mcs', password_hash: 'x' }))
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

async function storedOf(ids: readonly string[]): Promise<string[]> {
  const db = serverDb();
  const rows = await db
    .selectFrom('visits')
    .select('client_id')
    .where('client_id', 'in', ids)
    .execute();
  await db.destroy();
  return rows.map((r) => r.client_id);
}

describe('a server killed in the middle of a push batch', () => {
  it('keeps none of the batch or all of it, and the replay completes it exactly once', async () => {
    const { membershipId, token } = await prepare();
    await server.start();
    const push = (mutations: unknown[]) =>
      fetch(`http://127.0.0.1:${server.port}/api/sync/push`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mutations }),
      });

    // The kill lands at a different point of each try; at least one must cut the answer off.
    let cutOff = 0;
    for (const delayMs of [15, 30, 60, 120]) {
      const batch = Array.from({ length: SYNC_PUSH_BATCH_MAX }, (_, i) => ({
        id: randomUUID(),
        kind: 'visit',
        clientTime: new Date().toISOString(),
        payload: { membershipId, service: `Consultation ${i}`, discountApplied: 10 },
      }));
      const ids = batch.map((m) => m.id);
      const answer = push(batch).then(
        (res) => res.status,
        () => 'cut off' as const,
      );
      await new Promise((r) => setTimeout(r, delayMs));
      await server.stop('SIGKILL');
      if ((await answer) === 'cut off') cutOff += 1;

      const kept = (await storedOf(ids)).length;
      expect([0, ids.length]).toContain(kept);

      await server.start();
      const replay = syncPushResponseSchema.parse(await (await push(batch)).json()).results;
      const statuses = new Set(replay.map((r) => r.status));
      expect(statuses).toEqual(new Set([kept === 0 ? 'applied' : 'duplicate']));
      const stored = await storedOf(ids);
      expect(stored).toHaveLength(ids.length);
      expect(new Set(stored).size).toBe(ids.length);
    }
    expect(cutOff).toBeGreaterThan(0);
  });
});
