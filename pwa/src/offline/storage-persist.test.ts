import { describe, expect, it, vi } from 'vitest';
import { readSyncState } from './db.ts';
import type { OfflineDb } from './db.ts';
import { FakeSyncServer, freshDb, ManualClock } from './offline-test-kit.ts';
import { createSyncEngine } from './sync-loop.ts';

/** A sync loop as a page load makes it, over the same device database. */
function pageLoad(db: OfflineDb, persist: () => Promise<boolean>) {
  return createSyncEngine({
    db,
    client: new FakeSyncServer(),
    tasks: { push: true },
    clock: new ManualClock(),
    env: { navigator: { storage: { persist } } },
  });
}

describe('the sync loop: keeping the offline data', () => {
  it('asks the browser once to keep the offline data, and not again once it agreed', async () => {
    const persist = vi.fn(async () => true);
    const db = freshDb();
    const engine = pageLoad(db, persist);
    await engine.syncNow();
    await engine.syncNow();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await readSyncState(db, 'persistGranted')).toBe(true);

    await pageLoad(db, persist).syncNow();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next page load when the browser said no (it may agree once installed)', async () => {
    const persist = vi.fn(async () => false);
    const db = freshDb();
    const load = () => pageLoad(db, persist);

    const first = load();
    await first.syncNow();
    await first.syncNow();
    await load().syncNow();

    expect(persist).toHaveBeenCalledTimes(2);
    expect(await readSyncState(db, 'persistGranted')).toBeUndefined();
  });
});
