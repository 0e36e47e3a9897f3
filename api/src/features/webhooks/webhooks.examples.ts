// Examples of the webhook endpoint calls, for the OpenAPI document.
import type {
  messageResponseSchema,
  webhookAttemptsResponseSchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookTestResponseSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

const URL = 'https://pms.sunrise-clinic.in/webhooks/mcs';

export const registerBody = {
  url: URL,
  events: ['visit.recorded', 'visit.voided'],
} satisfies z.input<typeof webhookEndpointCreateSchema>;

const endpoint = {
  id: '4',
  url: URL,
  events: ['visit.recorded', 'visit.voided'],
  secret: 'whsec_1+or7tMDz62kYQgg+P8N2roeJWxtdbs9DJNodtC49LQ=',
  createdAt: EXAMPLE.createdAt,
} satisfies z.output<typeof webhookEndpointSchema>;

export const registeredAnswer = endpoint;

export const endpointsAnswer = { endpoints: [endpoint] } satisfies z.output<
  typeof webhookEndpointsResponseSchema
>;

export const attemptsAnswer = {
  attempts: [
    {
      id: '2051',
      endpointId: '4',
      url: URL,
      eventId: 'msg_ac0d18cc24354c19940bd87eb5c89466',
      eventType: 'visit.recorded',
      attemptedAt: '2026-03-14T05:42:12.000Z',
      statusCode: 204,
      durationMs: 183,
      error: null,
      ok: true,
      deliveryStatus: 'delivered',
      nextAttemptAt: null,
    },
  ],
} satisfies z.output<typeof webhookAttemptsResponseSchema>;

export const removedAnswer = { message: 'Webhook endpoint removed.' } satisfies z.output<
  typeof messageResponseSchema
>;

export const testQueuedAnswer = {
  eventId: 'msg_5e1f0c9a7b3d4e2f8a6c1b0d9e7f3a21',
  message: 'Test event queued: it is sent within a few seconds and shows in the delivery log.',
} satisfies z.output<typeof webhookTestResponseSchema>;
