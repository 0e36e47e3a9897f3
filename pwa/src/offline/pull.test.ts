import { describe, expect, it } from 'vitest';
import { readSyncState } from './db.ts';
import { FakeSyncServer, freshDb, ManualClock, partner } from './offline-test-kit.ts';
import { createSyncEngine } from './sync-loop.ts';
import type { SyncTasks } from './sync-loop.ts';

function setup(tasks: SyncTasks) {
  const db = freshDb();
  const server = new FakeSyncServer();
  const engine = createSyncEngine({ db, client: server, tasks, clock: new ManualClock(), env: {} });
  return { db, server, engine };
}

describe('the sync loop: pulling', () => {
  it('pulls the directory page by page, applies removals and remembers the cursor', async () => {
    const { db, server, engine } = setup({ directory: true });
    await db.directory.put(partner({ id: 'gone' }));
    server.directoryPages = [
      {
        partners: [partner({ id: 'a' }), partner({ id: 'b' })],
        removed: [],
        cursor: '1',
        hasMore: true,
      },
      {
        partners: [partner({ id: 'a', name: 'Renamed Clinic' })],
        removed: ['b', 'gone'],
        cursor: '2',
        hasMore: false,
      },
    ];

    await engine.syncNow();
    await engine.syncNow();

    expect(await db.directory.toArray()).toEqual([
      expect.objectContaining({ id: 'a', name: 'Renamed Clinic' }),
    ]);
    expect(server.directorySince).toEqual(['0', '1', '2']);
    expect(await readSyncState(db, 'directoryCursor')).toBe('2');
  });

  it('pulls the revocation list and the card keys', async () => {
    const { db, server, engine } = setup({ revocations: true, jwks: true });
    server.revocationPages = [{ rids: ['r1', 'r2'], cursor: '1', hasMore: false }];
    server.keys = {
      keys: [{ kty: 'EC', crv: 'P-256', kid: 'k1', x: 'x', y: 'y', alg: 'ES256', use: 'sig' }],
    };

    await engine.syncNow();

    expect((await db.revocations.toArray()).map((r) => r.rid)).toEqual(['r1', 'r2']);
    expect((await db.jwks.toArray()).map((k) => k.kid)).toEqual(['k1']);
  });
});
