import { describe, expect, it } from 'vitest';
import type { CardPublicJwk } from '@mcs/shared';
import { readSyncState, writeSyncState } from './db.ts';
import { FakeSyncServer, freshDb, ManualClock, partner } from './offline-test-kit.ts';
import { createSyncEngine } from './sync-loop.ts';
import type { SyncTasks } from './sync-loop.ts';

function setup(tasks: SyncTasks) {
  const db = freshDb();
  const server = new FakeSyncServer();
  const clock = new ManualClock();
  const engine = createSyncEngine({ db, client: server, tasks, clock, env: {} });
  return { db, server, clock, engine };
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

  it('resumes from the last stored page when the connection drops part-way through a pull', async () => {
    const { db, server, engine } = setup({ directory: true });
    server.directoryPages = [
      { partners: [partner({ id: 'a' })], removed: [], cursor: '1', hasMore: true },
      { partners: [partner({ id: 'b' })], removed: [], cursor: '2', hasMore: false },
    ];
    const pages = server.directory.bind(server);
    let dropped = false;
    server.directory = async (since) => {
      if (since === '1' && !dropped) {
        dropped = true;
        return { kind: 'error', message: 'No connection to the server' };
      }
      return pages(since);
    };

    const cut = await engine.syncNow();
    expect(cut).toMatchObject({ ok: false, error: 'No connection to the server' });
    expect((await db.directory.toArray()).map((p) => p.id)).toEqual(['a']);
    expect(await readSyncState(db, 'directoryCursor')).toBe('1');

    const resumed = await engine.syncNow();

    expect(resumed).toMatchObject({ ok: true });
    expect(server.directorySince).toEqual(['0', '1']);
    expect((await db.directory.toArray()).map((p) => p.id).sort()).toEqual(['a', 'b']);
  });

  it('keeps the cached card keys when the server publishes none, so scans still verify offline', async () => {
    const { db, server, engine } = setup({ jwks: true });
    const cached: CardPublicJwk = {
      kty: 'EC',
      crv: 'P-256',
      kid: 'k1',
      x: 'x',
      y: 'y',
      alg: 'ES256',
      use: 'sig',
    };
    await db.jwks.put(cached);
    server.keys = { keys: [] };

    const result = await engine.syncNow();

    expect(result).toMatchObject({ ok: false, error: 'The server published no card keys' });
    expect(await db.jwks.toArray()).toEqual([cached]);
  });

  it("keeps the member's card on the device and the last good one when the server cannot be asked", async () => {
    const { db, server, clock, engine } = setup({ memberCard: true });
    server.card = {
      jws: 'header.payload.signature',
      membershipId: 'MCS-2026-4F9A2C',
      validUntil: '2027-01-31T18:29:59.000Z',
    };

    await engine.syncNow();
    server.card = null;
    const offline = await engine.syncNow();

    expect(offline).toMatchObject({ ok: false });
    expect(await db.card.get('current')).toEqual({
      id: 'current',
      jws: 'header.payload.signature',
      membershipId: 'MCS-2026-4F9A2C',
      validUntil: '2027-01-31T18:29:59.000Z',
      fetchedAt: new Date(clock.now()).toISOString(),
    });
  });

  it("starts the cached directory over when the server's feed restarted (database replaced)", async () => {
    const { db, server, engine } = setup({ directory: true });
    await db.directory.bulkPut([partner({ id: '7' }), partner({ id: '8' })]);
    await writeSyncState(db, 'directoryCursor', '900');
    server.directory = async (since) => {
      server.directorySince.push(since);
      return {
        kind: 'ok',
        data: { partners: [partner({ id: '1' })], removed: [], cursor: '1', hasMore: false },
      };
    };

    await engine.syncNow();

    expect(server.directorySince).toEqual(['900']);
    expect((await db.directory.toArray()).map((p) => p.id)).toEqual(['1']);
    expect(await readSyncState(db, 'directoryCursor')).toBe('1');
  });
});
