import { afterEach, describe, expect, it } from 'vitest';
import {
  DIRECTORY_FEED_PAGE_SIZE,
  REVOCATIONS_PAGE_SIZE,
  directoryDeltaSchema,
  newCardRid,
  revocationsDeltaSchema,
} from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function directory(since?: string) {
  const res = await t.request(
    'GET',
    `/api/sync/directory${since === undefined ? '' : `?since=${since}`}`,
  );
  expect(res.status).toBe(200);
  return directoryDeltaSchema.parse(await res.json());
}

async function revocations(since: string) {
  const res = await t.request('GET', `/api/sync/revocations?since=${since}`);
  expect(res.status).toBe(200);
  return revocationsDeltaSchema.parse(await res.json());
}

describe('GET /api/sync/directory', () => {
  it('lists approved partners from the start, in the same shape as the directory', async () => {
    t = await makeTestApp();
    const approved = await t.createPartner({ name: 'Sunrise Clinic' });
    await t.createPartner({ name: 'Waiting Clinic', status: 'pending' });

    const delta = await directory();

    expect(delta.partners.map((p) => p.name)).toEqual(['Sunrise Clinic']);
    expect(delta.partners[0]).toMatchObject({ id: String(approved.id), status: 'Active' });
    expect(delta.hasMore).toBe(false);
    expect(await directory('0')).toEqual(delta);
  });

  it('sends only what changed since the cursor: approvals, edits and removals', async () => {
    t = await makeTestApp();
    const kept = await t.createPartner({ name: 'Kept Clinic' });
    const deleted = await t.createPartner({ name: 'Closing Clinic' });
    const pending = await t.createPartner({ name: 'New Clinic', status: 'pending' });
    const { cursor } = await directory();

    await t.db
      .updateTable('partners')
      .set({ status: 'approved' })
      .where('id', '=', pending.id)
      .execute();
    await t.db
      .updateTable('partners')
      .set({ address: '99 New Road' })
      .where('id', '=', kept.id)
      .execute();
    await t.db.deleteFrom('partners').where('id', '=', deleted.id).execute();
    const delta = await directory(cursor);

    expect(delta.partners.map((p) => [p.name, p.address]).sort()).toEqual([
      ['Kept Clinic', '99 New Road'],
      ['New Clinic', '12 MG Road'],
    ]);
    expect(delta.removed).toEqual([String(deleted.id)]);
    expect(Number(delta.cursor)).toBeGreaterThan(Number(cursor));
    expect(await directory(delta.cursor)).toEqual({
      partners: [],
      removed: [],
      cursor: delta.cursor,
      hasMore: false,
    });
  });

  it('pages a long feed and says when more is waiting', async () => {
    t = await makeTestApp();
    // One real account, copied: hashing a hundred passwords would only slow the test down.
    const { id: _id, ...template } = await t.createPartner({ name: 'Clinic 0' });
    const { password: _password, ...row } = template;
    const copies = Array.from({ length: DIRECTORY_FEED_PAGE_SIZE + 4 }, (_, i) => ({
      ...row,
      name: `Clinic ${i + 1}`,
      email: `copy-${i}@test.mcs`,
    }));
    // In chunks: one statement holds at most so many bound values.
    for (let i = 0; i < copies.length; i += 100)
      await t.db
        .insertInto('partners')
        .values(copies.slice(i, i + 100))
        .execute();

    const first = await directory('0');
    const second = await directory(first.cursor);

    expect(first).toMatchObject({ hasMore: true });
    expect(first.partners).toHaveLength(DIRECTORY_FEED_PAGE_SIZE);
    expect(second).toMatchObject({ hasMore: false });
    expect(second.partners).toHaveLength(5);
  });

  it('answers a cursor from a replaced database from the start, with a lower cursor', async () => {
    t = await makeTestApp();
    await t.createPartner({ name: 'Sunrise Clinic' });
    const { cursor: latest } = await directory('0');
    const stale = String(Number(latest) + 500);

    const delta = await directory(stale);

    expect(delta.partners.map((p) => p.name)).toEqual(['Sunrise Clinic']);
    expect(delta.cursor).toBe(latest);
    expect(Number(delta.cursor)).toBeLessThan(Number(stale));
  });

  it('refuses a cursor it never gave out', async () => {
    t = await makeTestApp();
    const res = await t.request('GET', '/api/sync/directory?since=abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'The since cursor must be one returned by a previous sync.',
    });
  });
});

/** Puts card ids straight into the revocation list, as a cancellation or reissue would. */
async function revoke(rids: readonly string[]): Promise<void> {
  await t.db
    .insertInto('card_revocations')
    .values(
      rids.map((rid) => ({
        rid,
        member_id: null,
        reason: 'test',
        revoked_at: new Date().toISOString(),
      })),
    )
    .execute();
}

describe('GET /api/sync/revocations', () => {
  it("sends a replaced database's client the whole list again, so no revoked card slips through", async () => {
    t = await makeTestApp();
    const rids = [newCardRid(), newCardRid()];
    await revoke(rids);

    const delta = await revocations('100000');

    expect(delta.rids).toEqual(rids);
    expect(Number(delta.cursor)).toBeLessThan(100_000);
    expect(await revocations('0')).toEqual(delta);
  });

  it('pages the revoked card ids by cursor', async () => {
    t = await makeTestApp();
    const rids = Array.from({ length: REVOCATIONS_PAGE_SIZE + 3 }, () => newCardRid());
    await revoke(rids);

    const first = await revocations('0');
    const second = await revocations(first.cursor);
    const third = await revocations(second.cursor);

    expect(first.rids).toEqual(rids.slice(0, REVOCATIONS_PAGE_SIZE));
    expect(first.hasMore).toBe(true);
    expect(second).toMatchObject({ rids: rids.slice(REVOCATIONS_PAGE_SIZE), hasMore: false });
    expect(third).toEqual({ rids: [], cursor: second.cursor, hasMore: false });
  });
});
