// A partner's webhooks: the endpoints it registers and the events written for them. Events are
// written by `enqueueEvent` in the caller's transaction (the outbox pattern): the visit and its
// event commit together or not at all, and the dispatcher (webhook-dispatcher.ts) delivers what
// committed, at least once, under the event's one id.
import { randomUUID } from 'node:crypto';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '@mcs/shared';
import type {
  WebhookAttempt,
  WebhookAttemptsQuery,
  WebhookDeliveredType,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEventType,
  WebhookTestResponse,
} from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonStringList } from '../../lib/json-text.ts';
import { webhookAddressProblem } from './webhook-address.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import {
  deleteEndpoint,
  endpointsOfPartnersWhoServed,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  latestAttempts,
  listEndpoints,
} from './webhooks.repo.ts';
import type { EndpointRow } from './webhooks.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

/** Endpoints one partner may have: enough for a test and a live system, and a few more. */
export const MAX_ENDPOINTS_PER_PARTNER = 5;
export const TOO_MANY_ENDPOINTS = `A partner may have at most ${MAX_ENDPOINTS_PER_PARTNER} webhook endpoints. Remove one you no longer use first.`;
export const ENDPOINT_NOT_FOUND = 'No webhook endpoint of yours has this id.';
export const ENDPOINT_REMOVED = 'Webhook endpoint removed.';
export const TEST_EVENT_QUEUED =
  'Test event queued: it is sent within a few seconds and shows in the delivery log.';

const KNOWN_EVENTS = new Set<string>(WEBHOOK_EVENT_TYPES);

function eventsOf(row: EndpointRow): WebhookEventType[] {
  return jsonStringList(row.events).filter((e): e is WebhookEventType => KNOWN_EVENTS.has(e));
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: String(row.id),
    url: row.url,
    events: eventsOf(row),
    secret: row.secret,
    createdAt: row.created_at,
  };
}

/** An event id: the `webhook-id` of every try of the event, to every endpoint it goes to. */
const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

export async function partnerEndpoints(deps: Deps, partnerId: number): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(deps.db, partnerId)).map(toEndpoint);
}

/** Registers an endpoint after checking where it points (webhook-address.ts). */
export async function createEndpoint(
  deps: Deps,
  partnerId: number,
  input: WebhookEndpointCreate,
): Promise<WebhookEndpoint> {
  const problem = await webhookAddressProblem(input.url, {
    allowLocal: deps.env.webhooksAllowLocal,
  });
  if (problem) throw AppError.badRequest(problem);
  const events = WEBHOOK_EVENT_TYPES.filter((type) => input.events.includes(type));
  const row = await deps.db.transaction().execute(async (trx) => {
    if ((await listEndpoints(trx, partnerId)).length >= MAX_ENDPOINTS_PER_PARTNER)
      throw AppError.conflict(TOO_MANY_ENDPOINTS);
    return insertEndpoint(trx, {
      partner_id: partnerId,
      url: new URL(input.url).toString(),
      secret: newWebhookSecret(),
      events: JSON.stringify(events),
      created_at: deps.now().toISOString(),
    });
  });
  return toEndpoint(row);
}

export async function removeEndpoint(deps: Deps, partnerId: number, id: number): Promise<void> {
  if (!(await deleteEndpoint(deps.db, partnerId, id))) throw AppError.notFound(ENDPOINT_NOT_FOUND);
}

export async function partnerAttempts(
  deps: Deps,
  partnerId: number,
  query: WebhookAttemptsQuery,
): Promise<WebhookAttempt[]> {
  return (await latestAttempts(deps.db, partnerId, query.limit)).map((row) => ({
    id: String(row.id),
    endpointId: String(row.endpoint_id),
    url: row.url,
    eventId: row.event_id,
    eventType: row.event_type,
    attemptedAt: row.attempted_at,
    statusCode: row.status_code,
    durationMs: row.duration_ms,
    error: row.error,
    ok: row.ok === 1,
    deliveryStatus: row.delivery_status,
    nextAttemptAt: row.delivery_status === 'pending' ? row.next_attempt_at : null,
  }));
}

/** Who an event is for: one partner, or every partner that has served a member. */
export type WebhookAudience = { partnerId: number } | { partnersWhoServed: number };

export interface WebhookEvent {
  type: WebhookEventType;
  to: WebhookAudience;
  /** The event's `data`: what happened, as the partner's software reads it. */
  data: Record<string, unknown>;
}

function deliveryRows(
  endpoints: readonly EndpointRow[],
  type: WebhookDeliveredType,
  data: Record<string, unknown>,
  at: Date,
) {
  if (endpoints.length === 0) return [];
  const eventId = newEventId();
  const body = JSON.stringify({ type, timestamp: at.toISOString(), data });
  return endpoints.map((endpoint) => ({
    endpoint_id: endpoint.id,
    event_id: eventId,
    event_type: type,
    body,
    status: 'pending' as const,
    next_attempt_at: at.toISOString(),
    created_at: at.toISOString(),
  }));
}

/**
 * Writes `event` for each endpoint subscribed to it, in `trx`: the caller's transaction holding
 * the change the event tells about. Nothing is written for a partner with no such endpoint.
 */
export function enqueueEvent(
  deps: Pick<AppDeps, 'now'>,
  trx: Kysely<DB>,
  event: WebhookEvent,
): Promise<void> {
  return enqueueEvents(deps, trx, [event]);
}

/** `enqueueEvent` for many events (a sync push's visits), each audience's endpoints read once. */
export async function enqueueEvents(
  deps: Pick<AppDeps, 'now'>,
  trx: Kysely<DB>,
  events: readonly WebhookEvent[],
): Promise<void> {
  const at = deps.now();
  const audiences = new Map<string, Promise<EndpointRow[]>>();
  const rows = [];
  for (const event of events) {
    const key =
      'partnerId' in event.to ? `p${event.to.partnerId}` : `m${event.to.partnersWhoServed}`;
    let endpoints = audiences.get(key);
    if (!endpoints) {
      endpoints =
        'partnerId' in event.to
          ? listEndpoints(trx, event.to.partnerId)
          : endpointsOfPartnersWhoServed(trx, event.to.partnersWhoServed);
      audiences.set(key, endpoints);
    }
    const subscribed = (await endpoints).filter((e) => eventsOf(e).includes(event.type));
    rows.push(...deliveryRows(subscribed, event.type, event.data, at));
  }
  await insertDeliveries(trx, rows);
}

/** Whether any endpoint of the partner takes `type`: a caller can skip building the events. */
export async function partnerWantsEvent(
  db: Kysely<DB>,
  partnerId: number,
  type: WebhookEventType,
): Promise<boolean> {
  return (await listEndpoints(db, partnerId)).some((e) => eventsOf(e).includes(type));
}

/** The dashboard's "Send test event": one `webhook.test` to the one endpoint, whatever it picked. */
export async function sendTestEvent(
  deps: Deps,
  partnerId: number,
  endpointId: number,
): Promise<WebhookTestResponse> {
  const endpoint = await findEndpoint(deps.db, partnerId, endpointId);
  if (!endpoint) throw AppError.notFound(ENDPOINT_NOT_FOUND);
  const rows = deliveryRows(
    [endpoint],
    WEBHOOK_TEST_EVENT,
    { endpointId: String(endpoint.id), message: 'A test event from MediCostSaver.' },
    deps.now(),
  );
  await insertDeliveries(deps.db, rows);
  return { eventId: rows[0]!.event_id, message: TEST_EVENT_QUEUED };
}
