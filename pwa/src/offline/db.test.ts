import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { OfflineDb, SCHEMA_V1, UNKNOWN_PARTNER } from './db.ts';
import { uniqueDbName } from './offline-test-kit.ts';
import { countPendingForOthers, listOutbox, pendingItems } from './outbox.ts';

/** A visit as version 1 stored it: no partner. */
const v1Visit = (id: string, createdAt: number, status: 'pending' | 'rejected' = 'pending') => ({
  id,
  kind: 'visit',
  payload: { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 },
  clientTime: new Date(createdAt).toISOString(),
  createdAt,
  attempts: 1,
  lastError: 'No connection to the server',
  status,
  rejectedReason: status === 'rejected' ? 'Unknown membership ID' : null,
});

describe('the offline database: upgrading a device', () => {
  it('keeps the visits a version 1 app queued and sends them with whichever partner signs in', async () => {
    const name = uniqueDbName();
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1
      .table('outbox')
      .bulkAdd([v1Visit('b', 2_000), v1Visit('a', 1_000), v1Visit('c', 3_000, 'rejected')]);
    await v1.table('syncState').put({ key: 'directoryCursor', value: '42' });
    v1.close();

    const db = new OfflineDb(name);
    const items = await listOutbox(db);

    expect(db.verno).toBe(2);
    expect(items.map((i) => [i.id, i.partnerId, i.status])).toEqual([
      ['a', UNKNOWN_PARTNER, 'pending'],
      ['b', UNKNOWN_PARTNER, 'pending'],
      ['c', UNKNOWN_PARTNER, 'rejected'],
    ]);
    expect(items[0]).toMatchObject({ attempts: 1, lastError: 'No connection to the server' });
    expect((await pendingItems(db, '7', 10)).map((i) => i.id)).toEqual(['a', 'b']);
    expect(await countPendingForOthers(db, '7')).toBe(0);
    expect(await db.syncState.get('directoryCursor')).toEqual({
      key: 'directoryCursor',
      value: '42',
    });
    db.close();
  });
});
