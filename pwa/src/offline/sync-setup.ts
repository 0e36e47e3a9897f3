import { TOKEN_KEYS } from '../net/tokens.ts';
import { offlineDb } from './db.ts';
import { partnerTokenForPush } from './partner-session.ts';
import { createSyncClient } from './sync-client.ts';
import { createSyncEngine } from './sync-loop.ts';
import type { SyncEngine, SyncEngineOptions } from './sync-loop.ts';

/**
 * The two ways the app syncs, wired to the stored sessions (`partnerToken`, `token`). Desk mode
 * pushes visits and pulls what verifying a card needs; a member's device
 * pulls the card, its keys and the directory. Call `start()` once the screen mounts.
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

/**
 * A member's device: the card and its keys while signed in, the directory for everyone (guests
 * search it offline too). A card that arrives after the member signed out (or another signed in)
 * is not stored: logout has already taken the card off a shared phone, and a late answer must not
 * put it back.
 */
export function createMemberSync({ signedIn = true }: { signedIn?: boolean } = {}): SyncEngine {
  const token = () => localStorage.getItem(TOKEN_KEYS.member);
  const client = createSyncClient({ baseUrl: '', getToken: token });
  return createSyncEngine({
    db: offlineDb(),
    client: {
      ...client,
      async memberCard() {
        const asked = token();
        const answer = await client.memberCard();
        return token() === asked ? answer : { kind: 'auth', message: 'Signed out.' };
      },
    },
    tasks: signedIn ? { memberCard: true, jwks: true, directory: true } : { directory: true },
  });
}
