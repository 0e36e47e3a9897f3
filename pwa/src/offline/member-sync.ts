// A member's sync, apart from desk mode's (sync-setup.ts): it reads the answers with the light
// checks of member-answers.ts, so nothing here brings zod or the shared schemas.
import { TOKEN_KEYS } from '../net/tokens.ts';
import { offlineDb } from './db.ts';
import { MEMBER_ANSWER_READERS } from './member-answers.ts';
import { createSyncClientWith } from './sync-calls.ts';
import { createSyncEngine } from './sync-loop.ts';
import type { SyncEngine } from './sync-loop.ts';

/**
 * A member's device: the card and its keys while signed in, the directory for everyone (guests
 * search it offline too). A card that arrives after the member signed out (or another signed in)
 * is not stored: logout has already taken the card off a shared phone, and a late answer must not
 * put it back.
 */
export function createMemberSync({ signedIn = true }: { signedIn?: boolean } = {}): SyncEngine {
  const token = () => localStorage.getItem(TOKEN_KEYS.member);
  const client = createSyncClientWith({ baseUrl: '', getToken: token }, MEMBER_ANSWER_READERS);
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
