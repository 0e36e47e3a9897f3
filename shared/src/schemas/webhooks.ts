// Webhooks a partner's own software receives: the endpoints it registers, the events it picks,
// and the delivery log its dashboard shows. Deliveries are signed as Standard Webhooks describes
// (webhook-id, webhook-timestamp, webhook-signature), so any of its libraries can check them.
import { z } from 'zod';

/** The events a partner may subscribe an endpoint to. */
export const WEBHOOK_EVENT_TYPES = ['visit.recorded', 'visit.voided', 'card.revoked'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by the dashboard's "Send test event", to the one endpoint it names. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveredType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** A URL a partner types: trimmed, at most 2,000 characters, http(s) only. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address of your endpoint.')
  .max(2000, 'The address must be at most 2000 characters.')
  .describe('The address deliveries are POSTed to: https:// (plain http only on a test server).')
  .meta({ examples: ['https://pms.clinic.example.in/webhooks/mcs'] });

export const webhookEndpointCreateSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(webhookEventTypeSchema)
    .min(1, 'Pick at least one event.')
    .max(WEBHOOK_EVENT_TYPES.length)
    .describe('The events this endpoint receives.'),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  /** `whsec_` and the base64 key: what a Standard Webhooks library takes to check a delivery. */
  secret: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});

export const webhookEndpointsResponseSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One try at delivering one event to one endpoint. */
export const webhookAttemptSchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  /** The event's id (the `webhook-id` header): the same on every try of the event. */
  eventId: z.string(),
  eventType: z.string(),
  attemptedAt: z.string().describe('ISO 8601'),
  /** The endpoint's HTTP status; null when no answer came (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  ok: z.boolean(),
  /** Where the event stands now: another try is due (`pending`), or it is settled. */
  deliveryStatus: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** When the next try is due (ISO 8601); null once delivered or given up. */
  nextAttemptAt: z.string().nullable(),
});

export const webhookAttemptsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .describe('At most this many delivery attempts, newest first, 1 to 100.'),
});

export const webhookAttemptsResponseSchema = z.object({
  attempts: z.array(webhookAttemptSchema),
});

export const webhookTestResponseSchema = z.object({
  eventId: z.string(),
  message: z.string(),
});

export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>;
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponseSchema>;
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export type WebhookAttemptsQuery = z.infer<typeof webhookAttemptsQuerySchema>;
export type WebhookAttemptsResponse = z.infer<typeof webhookAttemptsResponseSchema>;
export type WebhookTestResponse = z.infer<typeof webhookTestResponseSchema>;
