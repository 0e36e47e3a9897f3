// The partner's API keys and the visit void, through the typed client (api/partners/api-keys,
// api/partners/visits/{id}/void). Beside partner-api.ts, loaded with the partner dashboard.
import { queryOptions } from '@tanstack/react-query';
import type { ApiKey, ApiKeyCreated, VisitVoidResponse } from '@mcs/shared';
import { bearer, send } from './client.ts';

export async function fetchApiKeys(token: string): Promise<ApiKey[]> {
  return (await send((api) => api.api.partners['api-keys'].$get({}, bearer(token)))).keys;
}

/** A new key: its secret is in this answer only. */
export async function createApiKey(token: string, name: string): Promise<ApiKeyCreated> {
  return send((api) =>
    api.api.partners['api-keys'].$post({ header: {}, json: { name } }, bearer(token)),
  );
}

export async function revokeApiKey(token: string, id: string): Promise<ApiKey> {
  return send((api) =>
    api.api.partners['api-keys'][':id'].revoke.$post({ param: { id } }, bearer(token)),
  );
}

export async function voidVisit(
  token: string,
  id: string,
  reason: string,
): Promise<VisitVoidResponse> {
  return send((api) =>
    api.api.partners.visits[':id'].void.$post({ param: { id }, json: { reason } }, bearer(token)),
  );
}

export const apiKeyQueries = {
  all: (token: string) => ['partner-api-keys', token] as const,
  list: (token: string) =>
    queryOptions({
      queryKey: ['partner-api-keys', token, 'list'],
      queryFn: () => fetchApiKeys(token),
    }),
};
