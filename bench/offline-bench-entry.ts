// The app's own offline modules, bundled by offline.bench.ts and loaded into a page of the real
// server's origin: the bench times exactly the code the member's and the desk's screens run.
import { OfflineDb } from '../pwa/src/offline/db.ts';
import { pullDirectory, pullJwks } from '../pwa/src/offline/pull.ts';
import { createSyncClient } from '../pwa/src/offline/sync-client.ts';
import { searchDirectory } from '../pwa/src/offline/directory-search.ts';
import { verifyScannedCard } from '../pwa/src/offline/card-check.ts';

export interface OfflineBenchHooks {
  OfflineDb: typeof OfflineDb;
  pullDirectory: typeof pullDirectory;
  pullJwks: typeof pullJwks;
  createSyncClient: typeof createSyncClient;
  searchDirectory: typeof searchDirectory;
  verifyScannedCard: typeof verifyScannedCard;
}

const hooks: OfflineBenchHooks = {
  OfflineDb,
  pullDirectory,
  pullJwks,
  createSyncClient,
  searchDirectory,
  verifyScannedCard,
};
(globalThis as { mcsOfflineBench?: OfflineBenchHooks }).mcsOfflineBench = hooks;
