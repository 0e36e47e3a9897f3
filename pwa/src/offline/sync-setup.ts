import { offlineDb } from './db.ts';
import { createSyncClient } from './sync-client.ts';
import { createSyncEngine } from './sync-loop.ts';
import type { SyncEngine, SyncEngineOptions } from './sync-loop.ts';

/**
 * The two ways the app syncs, wired to the stored sessions (DESIGN.md 4: `partnerToken`,
 * `token`). Desk mode pushes visits and pulls what verifying a card needs; a member's device
 * pulls the card, its keys and the directory. Call `start()` once the screen mounts.
 */

export function createPartnerSync(
  options: Pick<SyncEngineOptions, 'onAuthRequired'> = {},
): SyncEngine {
  return createSyncEngine({
    db: offlineDb(),
    client: createSyncClient({ baseUrl: '', getToken: () => localStorage.getItem('partnerToken') }),
    tasks: { push: true, jwks: true, revocations: true },
    ...options,
  });
}

export function createMemberSync(): SyncEngine {
  return createSyncEngine({
    db: offlineDb(),
    client: createSyncClient({ baseUrl: '', getToken: () => localStorage.getItem('token') }),
    tasks: { memberCard: true, jwks: true, directory: true },
  });
}
