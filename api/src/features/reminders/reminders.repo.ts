// SQL for reminders, opt-outs, push subscriptions and shared server keys (migration 0017).
import type { Kysely, Selectable } from 'kysely';
import type { DB, PushSubscriptionsTable } from '../../db/schema.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/**
 * Claims one reminder: true only for the caller whose insert made the row. Every instance may
 * try the same reminder at the same moment; the primary key lets exactly one through.
 */
export async function claimReminder(
  db: Kysely<DB>,
  claim: { memberId: number; threshold: number; validUntil: string; at: string; emailed: boolean },
): Promise<boolean> {
  const rows = await db
    .insertInto('reminders_sent')
    .values({
      member_id: claim.memberId,
      threshold: claim.threshold,
      valid_until: claim.validUntil,
      sent_at: claim.at,
      emailed: claim.emailed ? 1 : 0,
    })
    .onConflict((oc) => oc.columns(['member_id', 'threshold', 'valid_until']).doNothing())
    .returning('member_id')
    .execute();
  return rows.length === 1;
}

export async function markPushed(
  db: Kysely<DB>,
  key: { memberId: number; threshold: number; validUntil: string },
  count: number,
): Promise<void> {
  await db
    .updateTable('reminders_sent')
    .set({ pushed: count })
    .where('member_id', '=', key.memberId)
    .where('threshold', '=', key.threshold)
    .where('valid_until', '=', key.validUntil)
    .execute();
}

export async function isOptedOut(db: Kysely<DB>, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_opt_outs')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function optOut(db: Kysely<DB>, memberId: number, at: string): Promise<void> {
  await db
    .insertInto('reminder_opt_outs')
    .values({ member_id: memberId, opted_out_at: at })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}

/** Saves a browser's subscription for the member; the same browser again replaces its keys. */
export async function upsertPushSubscription(
  db: Kysely<DB>,
  sub: { memberId: number; endpoint: string; p256dh: string; auth: string; at: string },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      member_id: sub.memberId,
      endpoint: sub.endpoint,
      p256dh: sub.p256dh,
      auth: sub.auth,
      created_at: sub.at,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        member_id: sub.memberId,
        p256dh: sub.p256dh,
        auth: sub.auth,
        created_at: sub.at,
      }),
    )
    .execute();
}

export function pushSubscriptionsOf(
  db: Kysely<DB>,
  memberId: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function deletePushSubscription(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function readServerKey(db: Kysely<DB>, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Stores the key unless another instance stored one first; the stored one is the answer. */
export async function keepFirstServerKey(
  db: Kysely<DB>,
  name: string,
  value: string,
  at: string,
): Promise<string> {
  await db
    .insertInto('server_keys')
    .values({ name, value, created_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const kept = await readServerKey(db, name);
  if (kept === undefined) throw new Error(`The server key ${name} was not kept`);
  return kept;
}
