import { offlineDb } from './db.ts';
// Through desk-sync.ts, which the loop loads for a push: one chunk for desk mode's sync.
import { createSyncClient, partnerTokenForPush } from './desk-sync.ts';
import { createSyncEngine } from './sync-loop.ts';
import type { SyncEngine, SyncEngineOptions } from './sync-loop.ts';

/**
 * The two ways the app syncs, wired to the stored sessions (`partnerToken`, `token`). Desk mode
 * pushes visits and pulls what verifying a card needs; a member's device pulls the card, its keys
 * and the directory (member-sync.ts). Call `start()` once the screen mounts.
 */

export function createPartnerSync(
  options: Pick<SyncEngineOptions, 'onAuthRequired'> = {},
): SyncEngine {
  const db = offlineDb();
  return createSyncEngine({
    db,
    // Through partner-session, so the service worker's copy follows a sign-in or sign-out.
    client: createSyncClient({ baseUrl: '', getToken: () => partnerTokenForPush({ db }) }),
    tasks: { push: true, jwks: true, revocations: true },
    ...options,
  });
}

export { createMemberSync } from './member-sync.ts';
