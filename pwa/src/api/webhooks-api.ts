// The partner's webhook calls, through the typed client: endpoints, the delivery log and the
// test event (api/partners/webhooks). Beside partner-api.ts, loaded with the partner dashboard.
import { queryOptions } from '@tanstack/react-query';
import type {
  WebhookAttempt,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookTestResponse,
} from '@mcs/shared';
import { bearer, send } from './client.ts';

/** Tries the dashboard's log shows. */
export const WEBHOOK_LOG_SIZE = 20;

export async function fetchWebhookEndpoints(token: string): Promise<WebhookEndpoint[]> {
  return (await send((api) => api.api.partners.webhooks.$get({}, bearer(token)))).endpoints;
}

/** POST api/partners/webhooks: the endpoint with its secret, or ApiError with the reason. */
export async function addWebhookEndpoint(
  token: string,
  input: WebhookEndpointCreate,
): Promise<WebhookEndpoint> {
  return send((api) => api.api.partners.webhooks.$post({ json: input }, bearer(token)));
}

export async function removeWebhookEndpoint(token: string, id: string): Promise<void> {
  await send((api) => api.api.partners.webhooks[':id'].$delete({ param: { id } }, bearer(token)));
}

export async function sendWebhookTest(token: string, id: string): Promise<WebhookTestResponse> {
  return send((api) =>
    api.api.partners.webhooks[':id'].test.$post({ param: { id } }, bearer(token)),
  );
}

export async function fetchWebhookAttempts(token: string): Promise<WebhookAttempt[]> {
  const query = { limit: String(WEBHOOK_LOG_SIZE) };
  return (await send((api) => api.api.partners.webhooks.attempts.$get({ query }, bearer(token))))
    .attempts;
}

export const webhookQueries = {
  all: (token: string) => ['partner-webhooks', token] as const,
  endpoints: (token: string) =>
    queryOptions({
      queryKey: ['partner-webhooks', token, 'endpoints'],
      queryFn: () => fetchWebhookEndpoints(token),
    }),
  attempts: (token: string) =>
    queryOptions({
      queryKey: ['partner-webhooks', token, 'attempts'],
      queryFn: () => fetchWebhookAttempts(token),
    }),
};
