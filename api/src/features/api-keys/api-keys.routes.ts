// Mounted at /api/partners: a partner's API keys, managed from the dashboard with a person's
// session only (`access('partner')` without keys: a key can never make or revoke keys).
import { createRoute } from '@hono/zod-openapi';
import {
  apiKeyCreateBodySchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeySchema,
  idParamSchema,
} from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { idempotencyHeaderSchema, withIdempotency } from '../../lib/idempotency.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './api-keys.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { createApiKey, listPartnerApiKeys, revokeApiKey } from './api-keys.service.ts';

export function apiKeyRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const partner = access('partner');
  const tags = ['desk'];
  return openApiRoutes()
    .openapi(
      createRoute({
        ...partner,
        tags,
        method: 'get',
        path: '/api-keys',
        summary: "The partner's API keys, newest first (never their secrets)",
        responses: { 200: jsonAnswer(apiKeyListSchema, { example: ex.keysAnswer }) },
      }),
      async (c) => c.json(await listPartnerApiKeys(deps, c.get('partner')), 200),
    )
    .openapi(
      createRoute({
        ...partner,
        middleware: withIdempotency(partner.middleware, deps),
        tags,
        method: 'post',
        path: '/api-keys',
        summary: 'Create a named API key for clinic software; its secret is in this answer only',
        request: {
          headers: idempotencyHeaderSchema,
          body: jsonBody(apiKeyCreateBodySchema, { required: true, example: ex.createKeyBody }),
        },
        responses: { 201: jsonAnswer(apiKeyCreatedSchema, { example: ex.createdKeyAnswer }) },
      }),
      async (c) => c.json(await createApiKey(deps, c.get('partner'), c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        ...partner,
        tags,
        method: 'post',
        path: '/api-keys/{id}/revoke',
        summary: 'Revoke an API key: calls with it are refused from now on',
        request: { params: idParamSchema },
        responses: {
          200: jsonAnswer(apiKeySchema, { example: ex.revokedKeyAnswer }),
          ...refusals(409),
        },
      }),
      async (c) =>
        c.json(await revokeApiKey(deps, c.get('partner'), Number(c.req.valid('param').id)), 200),
    );
}
