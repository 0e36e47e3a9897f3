import Dexie from 'dexie';
import type { SyncMutation, SyncPushResult, VisitMutationPayload } from '@mcs/shared';
import { UNKNOWN_PARTNER } from './db.ts';
import type { OfflineDb, OutboxItem } from './db.ts';

/**
 * The visit outbox. A visit recorded at the counter is written here first and
 * leaves only when the server answers for that very item: `applied` or `duplicate` remove it,
 * `rejected` keeps it with the reason for the partner to see. Anything else (no network, a 5xx,
 * an expired session, an answer that forgot the item) keeps it for the next push.
 *
 * Each visit keeps the partner who recorded it, and a push carries only the visits of the partner
 * whose session it is sent with (and those of no known partner): on a counter several partners
 * share, one partner's visits wait, counted, until that partner signs in again.
 */

export interface EnqueueOptions {
  /** Defaults to now; the time the partner recorded the visit. */
  at?: Date;
  /** Who recorded it (`partnerIdOf` their session); UNKNOWN_PARTNER when not given. */
  partnerId?: string;
}

export async function enqueueVisit(
  db: OfflineDb,
  visit: VisitMutationPayload,
  options: EnqueueOptions = {},
): Promise<OutboxItem> {
  // The schema loads with the first visit recorded: a member's phone imports this module (the
  // sync counts the outbox) but never records one, and zod must stay off its first screen.
  const { visitMutationPayloadSchema } = await import('./desk-sync.ts');
  const payload = visitMutationPayloadSchema.parse(visit);
  const at = options.at ?? new Date();
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    kind: 'visit',
    partnerId: options.partnerId ?? UNKNOWN_PARTNER,
    payload,
    clientTime: at.toISOString(),
    createdAt: at.getTime(),
    attempts: 0,
    lastError: null,
    status: 'pending',
    rejectedReason: null,
  };
  await db.outbox.add(item);
  return item;
}

/** One partner's pending visits, oldest first. */
function pendingOf(db: OfflineDb, partnerId: string) {
  return db.outbox
    .where('[partnerId+status+createdAt]')
    .between([partnerId, 'pending', Dexie.minKey], [partnerId, 'pending', Dexie.maxKey]);
}

/** Whose visits a push with `partnerId`'s session may carry: theirs and those of no known partner. */
function sendableWith(partnerId: string): string[] {
  return partnerId === UNKNOWN_PARTNER ? [UNKNOWN_PARTNER] : [partnerId, UNKNOWN_PARTNER];
}

/**
 * The next visits a push with `partnerId`'s session may carry, oldest first, so visits reach the
 * server in the order they happened.
 */
export async function pendingItems(
  db: OfflineDb,
  partnerId: string,
  limit: number,
): Promise<OutboxItem[]> {
  const lists = await Promise.all(
    sendableWith(partnerId).map((owner) => pendingOf(db, owner).limit(limit).toArray()),
  );
  return lists
    .flat()
    .sort((a, b) => a.createdAt - b.createdAt)
    .slice(0, limit);
}

/** Every visit waiting on this device, whoever recorded it. */
export function countPending(db: OfflineDb): Promise<number> {
  return db.outbox.where('status').equals('pending').count();
}

/**
 * Waiting visits that `partnerId`'s session cannot send: recorded by other partners, they leave
 * when those partners sign in again. With no one signed in, all but the visits of no known partner.
 */
export function countPendingForOthers(db: OfflineDb, partnerId: string): Promise<number> {
  const sendable = sendableWith(partnerId);
  return db.outbox
    .where('status')
    .equals('pending')
    .filter((item) => !sendable.includes(item.partnerId))
    .count();
}

export function listOutbox(db: OfflineDb): Promise<OutboxItem[]> {
  return db.outbox.orderBy('createdAt').toArray();
}

export function toMutation(item: OutboxItem): SyncMutation {
  return { id: item.id, kind: item.kind, clientTime: item.clientTime, payload: item.payload };
}

/**
 * Applies the server's per-item answers in one transaction, so a crash mid-way never leaves an
 * item half-settled. Items the answer does not mention stay pending.
 */
export async function settlePush(
  db: OfflineDb,
  sent: readonly OutboxItem[],
  results: readonly SyncPushResult[],
): Promise<void> {
  const answers = new Map(results.map((r) => [r.id, r]));
  await db.transaction('rw', db.outbox, async () => {
    for (const item of sent) {
      const answer = answers.get(item.id);
      if (answer?.status === 'applied' || answer?.status === 'duplicate') {
        await db.outbox.delete(item.id);
      } else if (answer?.status === 'rejected') {
        await db.outbox.update(item.id, {
          status: 'rejected',
          rejectedReason: answer.reason ?? 'Rejected by the server',
          attempts: item.attempts + 1,
          lastError: null,
        });
      } else {
        await db.outbox.update(item.id, {
          attempts: item.attempts + 1,
          lastError: 'No answer from the server for this visit',
        });
      }
    }
  });
}

/** A failed push keeps every item; each remembers the attempt and why it failed. */
export async function recordPushFailure(
  db: OfflineDb,
  sent: readonly OutboxItem[],
  error: string,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const item of sent) {
      await db.outbox.update(item.id, { attempts: item.attempts + 1, lastError: error });
    }
  });
}

/** The partner has read a rejected visit's reason and dismisses it; pending items cannot be. */
export async function dismissRejected(db: OfflineDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (item?.status === 'rejected') await db.outbox.delete(id);
  });
}
