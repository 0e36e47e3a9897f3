import { describe, expect, it, vi } from 'vitest';
import type { CardPublicJwk, DirectoryDelta } from '@mcs/shared';
import { readSyncState, writeSyncState } from './db.ts';
import { engineUnderTest, FakeSyncServer, freshDb, partner } from './offline-test-kit.ts';
import { MAX_PAGES_PER_RUN, pullDirectory } from './pull.ts';
import { backoffDelay, DEFAULT_BACKOFF } from './sync-loop.ts';
import type { SyncTasks } from './sync-loop.ts';

const setup = (tasks: SyncTasks) => engineUnderTest({ tasks });

const memberCard = {
  jws: 'header.payload.signature',
  membershipId: 'MCS-2026-4F9A2C',
  validUntil: '2027-01-31T18:29:59.000Z',
};

/** A directory feed `pages` pages long, one partner a page, as a fresh device first meets it. */
function longFeed(pages: number): DirectoryDelta[] {
  return Array.from({ length: pages }, (_, i) => ({
    partners: [partner({ id: String(i + 1) })],
    removed: [],
    cursor: String(i + 1),
    hasMore: i + 1 < pages,
  }));
}

/**
 * Starts the loop on a fresh device facing a directory longer than one run's page budget, lets
 * its timer fire once (after `meanwhile`), and returns the delay it asked for after each run.
 */
async function catchUpOverTwoRuns(
  tasks: SyncTasks,
  meanwhile: (server: FakeSyncServer) => void = () => undefined,
) {
  const { db, server, clock, engine } = setup(tasks);
  server.directoryPages = longFeed(MAX_PAGES_PER_RUN + 10);
  engine.start();
  await vi.waitFor(() => expect(clock.delays).toHaveLength(1));
  meanwhile(server);
  clock.fire();
  await vi.waitFor(() => expect(clock.delays).toHaveLength(2));
  engine.stop();
  return { db, delays: clock.delays };
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
    server.card = memberCard;

    await engine.syncNow();
    server.card = null;
    const offline = await engine.syncNow();

    expect(offline).toMatchObject({ ok: false });
    expect(await db.card.get('current')).toEqual({
      id: 'current',
      ...memberCard,
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

  it('says the directory is still catching up when a run stops at its page budget', async () => {
    const { db, server, engine } = setup({ directory: true });
    server.directoryPages = longFeed(MAX_PAGES_PER_RUN + 10);

    const first = await engine.syncNow();
    expect(first).toMatchObject({ ok: true, catchingUp: true });
    expect(await db.directory.count()).toBe(MAX_PAGES_PER_RUN);

    const second = await engine.syncNow();
    expect(second).toMatchObject({ ok: true, catchingUp: false });
    expect(await db.directory.count()).toBe(MAX_PAGES_PER_RUN + 10);
  });

  it('runs again straight away while catching up, then returns to its usual interval', async () => {
    const { db, delays } = await catchUpOverTwoRuns({ directory: true });

    expect(delays).toEqual([0, DEFAULT_BACKOFF.intervalMs]);
    expect(await db.directory.count()).toBe(MAX_PAGES_PER_RUN + 10);
  });

  it('keeps catching up at once while another task fails every run', async () => {
    // A member device signed out: its card is refused each run, yet the directory still fills.
    const { db, delays } = await catchUpOverTwoRuns({ directory: true, memberCard: true });

    expect(delays).toEqual([0, backoffDelay(2, () => 0.5)]);
    expect(await db.directory.count()).toBe(MAX_PAGES_PER_RUN + 10);
  });

  it('backs off when the pull that was catching up fails', async () => {
    const { delays } = await catchUpOverTwoRuns({ directory: true }, (server) => {
      server.directory = async () => ({ kind: 'error', message: 'No connection to the server' });
    });

    expect(delays).toEqual([0, backoffDelay(1, () => 0.5)]);
  });

  it.each([
    ['directory', { directory: true }],
    ['revocation', { revocations: true }],
  ] as const)(
    'fails the run and backs off when the %s feed says more is waiting but keeps its cursor',
    async (_feed, tasks) => {
      const { db, server, clock, engine } = setup(tasks);
      const asked: string[] = [];
      server.directory = async (since) => {
        asked.push(since);
        return { kind: 'ok', data: { partners: [], removed: [], cursor: since, hasMore: true } };
      };
      server.revocations = async (since) => {
        asked.push(since);
        return { kind: 'ok', data: { rids: [], cursor: since, hasMore: true } };
      };

      engine.start();
      await vi.waitFor(() => expect(clock.delays).toHaveLength(1));
      engine.stop();

      expect(asked).toEqual(['0']);
      expect(clock.lastDelay).toBe(backoffDelay(1, () => 0.5));
      expect(await readSyncState(db, 'lastError')).toBe(
        'The server said more was waiting but did not move past cursor 0',
      );
    },
  );

  it("removes the member's card from the device once the membership is cancelled or expired (403)", async () => {
    const { db, server, engine } = setup({ memberCard: true });
    server.card = memberCard;
    await engine.syncNow();
    const cancelled = 'Your membership has been cancelled, so there is no card to show.';
    server.memberCard = async () => ({ kind: 'error', message: cancelled, status: 403 });

    const result = await engine.syncNow();

    expect(result).toMatchObject({ ok: false, error: cancelled });
    expect(await db.card.get('current')).toBeUndefined();
  });

  it("keeps the member's card when the server fails for a reason of its own (5xx)", async () => {
    const { db, server, engine } = setup({ memberCard: true });
    server.card = memberCard;
    await engine.syncNow();
    server.memberCard = async () => ({
      kind: 'error',
      message: 'Server answered 503',
      status: 503,
    });

    await engine.syncNow();

    expect(await db.card.get('current')).toMatchObject({ membershipId: 'MCS-2026-4F9A2C' });
  });

  it('asks for the next directory page while it stores the one it has, still storing in order', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.directoryPages = longFeed(3);
    const events: string[] = [];
    const pages = server.directory.bind(server);
    server.directory = (since) => {
      events.push(`ask ${since}`);
      return pages(since);
    };
    const bulkPut = db.directory.bulkPut.bind(db.directory);
    vi.spyOn(db.directory, 'bulkPut').mockImplementation((rows) => {
      events.push(`store ${rows.map((p) => p.id).join()}`);
      return bulkPut(rows);
    });

    expect(await pullDirectory(db, server)).toEqual({ ok: true });

    expect(events).toEqual(['ask 0', 'ask 1', 'store 1', 'ask 2', 'store 2', 'store 3']);
    expect(await readSyncState(db, 'directoryCursor')).toBe('3');
    expect((await db.directory.toArray()).map((p) => p.id)).toEqual(['1', '2', '3']);
  });
});
