import { describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { countPending, dismissRejected, enqueueVisit, listOutbox, settlePush } from './outbox.ts';
import { freshDb } from './offline-test-kit.ts';

const visit = {
  membershipId: 'MCS-2026-4F9A2C',
  service: 'Consultation',
  discountApplied: 20,
  billAmount: 500,
  savedAmount: 100,
};

describe('the visit outbox', () => {
  it('keeps a recorded visit after the app is closed and opened again', async () => {
    const first = freshDb();
    const item = await enqueueVisit(first, visit);
    first.close();

    const reopened = new OfflineDb(first.name);
    const items = await listOutbox(reopened);

    expect(items).toEqual([
      expect.objectContaining({ id: item.id, payload: visit, status: 'pending', attempts: 0 }),
    ]);
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    reopened.close();
  });

  it('gives every visit its own id, even for the same member twice', async () => {
    const db = freshDb();
    const a = await enqueueVisit(db, visit);
    const b = await enqueueVisit(db, visit);
    expect(a.id).not.toBe(b.id);
    expect(await countPending(db)).toBe(2);
  });

  it('refuses a visit without a service instead of queueing something the server must reject', async () => {
    const db = freshDb();
    await expect(enqueueVisit(db, { ...visit, service: '  ' })).rejects.toThrow();
    expect(await countPending(db)).toBe(0);
  });

  it('removes applied and duplicate visits, keeps rejected ones with the reason, and keeps unanswered ones', async () => {
    const db = freshDb();
    const [applied, duplicate, rejected, unanswered] = await Promise.all(
      [1, 2, 3, 4].map(() => enqueueVisit(db, visit)),
    );
    const sent = [applied!, duplicate!, rejected!, unanswered!];

    await settlePush(db, sent, [
      { id: applied!.id, status: 'applied' },
      { id: duplicate!.id, status: 'duplicate' },
      { id: rejected!.id, status: 'rejected', reason: 'Unknown membership ID' },
    ]);

    const left = await listOutbox(db);
    expect(left.map((i) => i.id).sort()).toEqual([rejected!.id, unanswered!.id].sort());
    expect(left.find((i) => i.id === rejected!.id)).toMatchObject({
      status: 'rejected',
      rejectedReason: 'Unknown membership ID',
    });
    expect(left.find((i) => i.id === unanswered!.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    expect(await countPending(db)).toBe(1);
  });

  it('lets the partner dismiss a rejected visit but never a pending one', async () => {
    const db = freshDb();
    const pending = await enqueueVisit(db, visit);
    const rejected = await enqueueVisit(db, visit);
    await settlePush(
      db,
      [rejected],
      [{ id: rejected.id, status: 'rejected', reason: 'Card revoked' }],
    );

    await dismissRejected(db, pending.id);
    await dismissRejected(db, rejected.id);

    expect((await listOutbox(db)).map((i) => i.id)).toEqual([pending.id]);
  });
});
