import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { OfflineDb, SCHEMA_V1, UNKNOWN_PARTNER } from './db.ts';
import { partner, uniqueDbName } from './offline-test-kit.ts';
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

    expect(db.verno).toBe(6);
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

/** Version 2's stores: version 1's, with the outbox's partner index. */
const SCHEMA_V2 = {
  ...SCHEMA_V1,
  outbox: 'id, status, createdAt, [partnerId+status+createdAt]',
};

const idsWithWord = (db: OfflineDb, prefix: string) =>
  db.directory.where('words').startsWith(prefix).primaryKeys();

describe("the offline database: the directory's search words", () => {
  it('stores every word of the searchable fields with each entry, whoever writes it', async () => {
    const db = new OfflineDb(uniqueDbName());
    await db.directory.bulkPut([
      partner({ id: '1', name: 'Dr. Meera-Iyer Clinic', address: '12 MG Road', state: 'Kerala' }),
      partner({ id: '2', name: 'Sunrise Dental', specialization: 'Orthodontics' }),
    ]);
    await db.directory.put(partner({ id: '3', name: 'Café Santé' }));

    expect((await db.directory.get('1'))?.words).toEqual(
      expect.arrayContaining(['dr', 'meera', 'iyer', 'clinic', '12', 'mg', 'road', 'kerala']),
    );
    expect(await idsWithWord(db, 'orth')).toEqual(['2']);
    expect(await idsWithWord(db, 'sante')).toEqual(['3']);
    db.close();
  });

  it('gives a renamed entry its new words and drops the old ones', async () => {
    const db = new OfflineDb(uniqueDbName());
    await db.directory.put(partner({ id: '1', name: 'Sunrise Dental' }));
    await db.directory.put(partner({ id: '1', name: 'Moonlight Dental' }));

    expect(await idsWithWord(db, 'sunrise')).toEqual([]);
    expect(await idsWithWord(db, 'moon')).toEqual(['1']);
    db.close();
  });

  it('gives the entries a version 2 app cached their words on upgrade, keeping everything else', async () => {
    const name = uniqueDbName();
    const v2 = new Dexie(name);
    v2.version(1).stores(SCHEMA_V1);
    v2.version(2).stores(SCHEMA_V2);
    const cached = partner({ id: '7', name: 'Apollo Pharmacy', address: '4 Residency Road' });
    await v2.table('directory').bulkPut([cached, partner({ id: '8', name: 'City Heart Clinic' })]);
    await v2.table('syncState').put({ key: 'directoryCursor', value: '8' });
    v2.close();

    const db = new OfflineDb(name);

    expect(await idsWithWord(db, 'residency')).toEqual(['7']);
    expect(await idsWithWord(db, 'heart')).toEqual(['8']);
    expect(await db.directory.get('7')).toEqual({ ...cached, words: expect.any(Array) });
    expect(await db.syncState.get('directoryCursor')).toEqual({
      key: 'directoryCursor',
      value: '8',
    });
    db.close();
  });
});

/** Version 3's stores: version 2's, with the directory's search words. */
const SCHEMA_V3 = { ...SCHEMA_V2, directory: 'id, type, state, *words' };

describe("the offline database: the directory's standard discounts", () => {
  it('marks the entries a version 3 app cached as having none, keeping everything else', async () => {
    const name = uniqueDbName();
    const v3 = new Dexie(name);
    v3.version(1).stores(SCHEMA_V1);
    v3.version(2).stores(SCHEMA_V2);
    v3.version(3).stores(SCHEMA_V3);
    const { standardDiscount: _none, ...cached } = partner({ id: '7', name: 'Apollo Pharmacy' });
    await v3.table('directory').put({ ...cached, words: ['apollo', 'pharmacy'] });
    await v3.table('syncState').put({ key: 'directoryCursor', value: '8' });
    v3.close();

    const db = new OfflineDb(name);

    expect(await db.directory.get('7')).toEqual({
      ...cached,
      standardDiscount: null,
      words: expect.arrayContaining(['apollo', 'pharmacy']),
    });
    expect(await idsWithWord(db, 'apollo')).toEqual(['7']);
    expect((await db.syncState.get('directoryCursor'))?.value).toBe('8');
    db.close();
  });

  it('keeps the standard discount of an entry the feed sends', async () => {
    const db = new OfflineDb(uniqueDbName());
    await db.directory.put(partner({ id: '1', standardDiscount: 22.5 }));
    expect((await db.directory.get('1'))?.standardDiscount).toBe(22.5);
    db.close();
  });
});

/** Version 4's stores: version 3's; the standard discount needed no index. */
const SCHEMA_V4 = SCHEMA_V3;

describe('the offline database: the cards a desk has seen', () => {
  it('opens a version 4 device with no seen cards, keeping everything else', async () => {
    const name = uniqueDbName();
    const v4 = new Dexie(name);
    v4.version(1).stores(SCHEMA_V1);
    v4.version(2).stores(SCHEMA_V2);
    v4.version(3).stores(SCHEMA_V3);
    v4.version(4).stores(SCHEMA_V4);
    await v4.table('syncState').put({ key: 'partnerToken', value: 'tok-7' });
    v4.close();

    const db = new OfflineDb(name);

    expect(await db.seenCards.count()).toBe(0);
    expect((await db.syncState.get('partnerToken'))?.value).toBe('tok-7');
    db.close();
  });

  it("keeps one card per partner and member, and finds a partner's by when they were seen", async () => {
    const db = new OfflineDb(uniqueDbName());
    const seen = (partnerId: string, membershipId: string, seenAt: number) => ({
      partnerId,
      membershipId,
      card: `MCS1:${partnerId}:${membershipId}`,
      seenAt,
    });
    await db.seenCards.bulkPut([
      seen('7', 'MCS-2026-000001', 3),
      seen('7', 'MCS-2026-000001', 5),
      seen('7', 'MCS-2026-000002', 4),
      seen('8', 'MCS-2026-000001', 1),
    ]);

    expect(await db.seenCards.get(['7', 'MCS-2026-000001'])).toEqual(
      seen('7', 'MCS-2026-000001', 5),
    );
    expect(
      await db.seenCards
        .where('[partnerId+seenAt]')
        .between(['7', -Infinity], ['7', Infinity])
        .primaryKeys(),
    ).toEqual([
      ['7', 'MCS-2026-000002'],
      ['7', 'MCS-2026-000001'],
    ]);
    db.close();
  });
});
