import type { OfflineDb } from './db.ts';
import { pendingItems, recordPushFailure, settlePush, toMutation } from './outbox.ts';
import { partnerIdOf } from './partner-session.ts';
import type { SyncClient } from './sync-client.ts';

/**
 * Sends the outbox to `POST api/sync/push`, oldest first, batch by batch, until nothing this
 * session may send is left or a push fails. The one push the app has: the page's sync loop and
 * the service worker both call it, so an item leaves the device by the same rule wherever it is
 * sent. The rule: the server files a visit under the partner of the token it arrives with, so a
 * push carries only the visits of the partner whose session it uses (and visits of no known
 * partner, queued before the device kept one). Another partner's visits stay, counted, until that
 * partner signs in again.
 */

export interface PushOptions {
  db: OfflineDb;
  client: SyncClient;
  batchSize?: number;
  /**
   * The server said the session expired. Resolve `true` once the user has signed in again and
   * the push is retried at once; anything else leaves every item waiting for the next push.
   */
  onAuthRequired?: () => boolean | void | Promise<boolean | void>;
}

export interface PushOutcome {
  /** Items the server applied or already had. */
  sent: number;
  rejected: number;
  /** Why the push stopped with items still waiting; absent when it got through them all. */
  error?: string;
}

export const DEFAULT_BATCH_SIZE = 100;

export async function pushOutbox(options: PushOptions): Promise<PushOutcome> {
  const { db, client, onAuthRequired } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let sent = 0;
  let rejected = 0;
  let signedInAgain = false;
  for (;;) {
    // Read once per batch, and the very token the batch goes with: a partner signing in over
    // another mid-push cannot have the first one's visits carried on the second one's session.
    const token = await client.sessionToken();
    const batch = await pendingItems(db, partnerIdOf(token), batchSize);
    if (batch.length === 0) return { sent, rejected };
    const result = await client.push(batch.map(toMutation), token);
    if (result.kind === 'ok') {
      await settlePush(db, batch, result.data.results);
      const answered = new Map(result.data.results.map((r) => [r.id, r.status]));
      const settled = batch.filter((item) => answered.has(item.id));
      sent += settled.filter((item) => answered.get(item.id) !== 'rejected').length;
      rejected += settled.filter((item) => answered.get(item.id) === 'rejected').length;
      // A server that answers nothing for a batch would otherwise be asked the same forever.
      if (settled.length === 0)
        return { sent, rejected, error: 'The server did not answer for the waiting visits' };
      continue;
    }
    await recordPushFailure(db, batch, result.message);
    if (result.kind === 'auth' && !signedInAgain && onAuthRequired) {
      signedInAgain = (await onAuthRequired()) === true;
      if (signedInAgain) continue;
    }
    return { sent, rejected, error: result.message };
  }
}
