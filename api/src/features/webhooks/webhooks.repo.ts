// Webhooks: endpoints, the delivery queue and its log (migration 0018).
import type { Insertable, Kysely } from 'kysely';
import type {
  DB,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookDeliveryStatusValue,
  WebhookEndpointsTable,
} from '../../db/schema.ts';

export type EndpointRow = {
  id: number;
  partner_id: number;
  url: string;
  secret: string;
  events: string;
  created_at: string;
};

const ENDPOINT_COLUMNS = ['id', 'partner_id', 'url', 'secret', 'events', 'created_at'] as const;

export function listEndpoints(db: Kysely<DB>, partnerId: number): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('partner_id', '=', partnerId)
    .orderBy('id')
    .execute();
}

export function findEndpoint(
  db: Kysely<DB>,
  partnerId: number,
  id: number,
): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('partner_id', '=', partnerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertEndpoint(
  db: Kysely<DB>,
  row: Insertable<WebhookEndpointsTable>,
): Promise<EndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values(row)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the partner's endpoint (its queue and log go with it); answers whether one was. */
export async function deleteEndpoint(
  db: Kysely<DB>,
  partnerId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('partner_id', '=', partnerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The endpoints of every partner that has recorded a visit of the member. */
export function endpointsOfPartnersWhoServed(
  db: Kysely<DB>,
  memberId: number,
): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('visits')
          .select('visits.id')
          .whereRef('visits.partner_id', '=', 'webhook_endpoints.partner_id')
          .where('visits.member_id', '=', memberId),
      ),
    )
    .orderBy('id')
    .execute();
}

export async function insertDeliveries(
  db: Kysely<DB>,
  rows: readonly Insertable<WebhookDeliveriesTable>[],
): Promise<void> {
  // A sync push may bring a thousand visits: a few hundred rows per INSERT keeps far below both
  // databases' limits on values in one statement.
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(start, start + 500))
      .execute();
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  endpoint_id: number;
  event_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Takes up to `limit` due deliveries for `owner` until `leaseUntil` and answers them. The UPDATE
 * states the claim's conditions itself, not only its sub-select: two instances that picked the
 * same rows both try to update them, and the second (its row re-read after the first committed,
 * on PostgreSQL; after the first's write, on SQLite) no longer finds the lease free, so only one
 * sends each try. An owner is a fresh id per claim, so the answer is exactly this claim's rows.
 */
export async function claimDueDeliveries(
  db: Kysely<DB>,
  claim: { owner: string; nowIso: string; leaseUntilIso: string; limit: number },
): Promise<ClaimedDelivery[]> {
  const { owner, nowIso, leaseUntilIso, limit } = claim;
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: owner, lease_until: leaseUntilIso })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<=', nowIso)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit),
    )
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<=', nowIso)]))
    .execute();
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.endpoint_id', 'd.event_id', 'd.body', 'd.attempts', 'e.url', 'e.secret'])
    .where('d.lease_owner', '=', owner)
    .where('d.status', '=', 'pending')
    .orderBy('d.id')
    .execute();
}

/** Where a delivery stands after a try; written only while `owner` still holds its lease. */
export async function settleTry(
  db: Kysely<DB>,
  id: number,
  owner: string,
  next: {
    status: WebhookDeliveryStatusValue;
    attempts: number;
    nextAttemptAt: string;
    settledAt: string | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: next.status,
      attempts: next.attempts,
      next_attempt_at: next.nextAttemptAt,
      settled_at: next.settledAt,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Deletes deliveries settled before `beforeIso` (their tries go with them); answers how many. */
export async function forgetSettledDeliveries(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('status', '!=', 'pending')
    .where('settled_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertAttempt(
  db: Kysely<DB>,
  row: Insertable<WebhookAttemptsTable>,
): Promise<void> {
  await db.insertInto('webhook_attempts').values(row).execute();
}

export interface AttemptRow {
  id: number;
  endpoint_id: number;
  url: string;
  event_id: string;
  event_type: string;
  attempted_at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  ok: number;
  delivery_status: WebhookDeliveryStatusValue;
  next_attempt_at: string;
}

/** The partner's latest tries, newest first, across its endpoints. */
export function latestAttempts(
  db: Kysely<DB>,
  partnerId: number,
  limit: number,
): Promise<AttemptRow[]> {
  return db
    .selectFrom('webhook_attempts as a')
    .innerJoin('webhook_endpoints as e', 'e.id', 'a.endpoint_id')
    .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
    .select([
      'a.id',
      'a.endpoint_id',
      'e.url',
      'd.event_id',
      'd.event_type',
      'a.attempted_at',
      'a.status_code',
      'a.duration_ms',
      'a.error',
      'a.ok',
      'd.status as delivery_status',
      'd.next_attempt_at',
    ])
    .where('e.partner_id', '=', partnerId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
