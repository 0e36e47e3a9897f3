import { describe, expect, it } from 'vitest';
import { UNKNOWN_PARTNER } from './db.ts';
import type { OfflineDb } from './db.ts';
import { FakeSyncServer, freshDb, partnerSessionToken } from './offline-test-kit.ts';
import { countPending, countPendingForOthers, enqueueVisit, listOutbox } from './outbox.ts';
import { pushOutbox } from './outbox-push.ts';

const visit = { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 };
const asha = partnerSessionToken('11');
const ravi = partnerSessionToken('12');

/** A counter device where each listed partner recorded visits, oldest first, in this order. */
async function sharedCounter(recordedBy: string[]): Promise<{ db: OfflineDb; ids: string[] }> {
  const db = freshDb();
  const ids: string[] = [];
  for (const [i, partnerId] of recordedBy.entries()) {
    const at = new Date(Date.UTC(2026, 5, 1, 9, 0, i));
    ids.push((await enqueueVisit(db, visit, { at, partnerId })).id);
  }
  return { db, ids };
}

describe('the outbox push on a counter partners share', () => {
  it("sends only the signed-in partner's visits; another partner's wait, counted", async () => {
    const { db, ids } = await sharedCounter(['11', '12', '11']);
    const server = new FakeSyncServer();
    server.session = ravi;

    const outcome = await pushOutbox({ db, client: server });

    expect(outcome).toEqual({ sent: 1, rejected: 0 });
    expect(server.pushCalls.map((batch) => batch.map((m) => m.id))).toEqual([[ids[1]]]);
    expect(server.pushTokens).toEqual([ravi]);
    expect((await listOutbox(db)).map((i) => i.id)).toEqual([ids[0], ids[2]]);
    expect(await countPending(db)).toBe(2);
    expect(await countPendingForOthers(db, '12')).toBe(2);
  });

  it('sends the waiting visits of a partner once that partner signs in again, untouched meanwhile', async () => {
    const { db, ids } = await sharedCounter(['11', '12', '11']);
    const server = new FakeSyncServer();
    server.session = ravi;
    await pushOutbox({ db, client: server });
    expect((await listOutbox(db)).every((i) => i.attempts === 0 && i.lastError === null)).toBe(
      true,
    );

    server.session = asha;
    await pushOutbox({ db, client: server });

    expect(server.pushCalls.at(-1)!.map((m) => m.id)).toEqual([ids[0], ids[2]]);
    expect(server.pushTokens.at(-1)).toBe(asha);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('sends visits of no known partner (queued before the device kept one) with whoever is signed in', async () => {
    const { db, ids } = await sharedCounter([UNKNOWN_PARTNER, '11', UNKNOWN_PARTNER, '12']);
    const server = new FakeSyncServer();
    server.session = asha;

    await pushOutbox({ db, client: server });

    expect(server.pushCalls.map((batch) => batch.map((m) => m.id))).toEqual([
      [ids[0], ids[1], ids[2]],
    ]);
    expect((await listOutbox(db)).map((i) => i.id)).toEqual([ids[3]]);
  });

  it("never carries one partner's visits on the session of a partner who signed in mid-push", async () => {
    const { db, ids } = await sharedCounter(['11', '11', '12', '11']);
    const server = new FakeSyncServer();
    server.session = asha;
    server.pushHandler = (mutations) => {
      server.session = ravi; // Ravi signs in over Asha while her first batch is on the wire.
      return { kind: 'ok', data: server.answer(mutations) };
    };

    await pushOutbox({ db, client: server, batchSize: 2 });

    expect(server.pushCalls.map((batch) => batch.map((m) => m.id))).toEqual([
      [ids[0], ids[1]],
      [ids[2]],
    ]);
    expect(server.pushTokens).toEqual([asha, ravi]);
    expect((await listOutbox(db)).map((i) => i.id)).toEqual([ids[3]]);
  });

  it("sends none of a partner's visits when no one is signed in, and counts them as waiting", async () => {
    const { db } = await sharedCounter(['11']);
    const server = new FakeSyncServer();

    const outcome = await pushOutbox({ db, client: server });

    expect(outcome).toEqual({ sent: 0, rejected: 0 });
    expect(server.pushCalls).toEqual([]);
    expect(await countPendingForOthers(db, UNKNOWN_PARTNER)).toBe(1);
  });
});
