import { createRoute } from '@hono/zod-openapi';
import {
  directoryDeltaSchema,
  revocationsDeltaSchema,
  syncCursorQuerySchema,
  syncPushRequestSchema,
  syncPushResponseSchema,
} from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { jsonAnswer, jsonBody, openApiRoutes } from '../../lib/openapi.ts';
import * as ex from './sync.examples.ts';
import { directoryDelta, revocationsDelta } from './sync-pull.service.ts';
import { pushMutations } from './sync-push.service.ts';

const tags = ['sync'];

/**
 * Mounted at /api/sync. The feeds are public: the directory lists only approved partners, and
 * revocation ids are random card ids that say nothing about anyone. Pushing needs an approved
 * partner; the partner of each visit comes from the token, never from the body.
 */
export function syncRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/revocations',
        tags,
        summary: 'Revoked card ids since a cursor',
        ...access('public'),
        request: { query: syncCursorQuerySchema },
        responses: { 200: jsonAnswer(revocationsDeltaSchema, { example: ex.revocationsAnswer }) },
      }),
      async (c) => {
        const { since } = c.req.valid('query');
        return c.json(await revocationsDelta(deps, Number(since ?? 0)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/directory',
        tags,
        summary: 'Directory changes since a cursor',
        ...access('public'),
        request: { query: syncCursorQuerySchema },
        responses: { 200: jsonAnswer(directoryDeltaSchema, { example: ex.directoryAnswer }) },
      }),
      async (c) => {
        const { since } = c.req.valid('query');
        return c.json(await directoryDelta(deps, Number(since ?? 0)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/push',
        tags,
        summary: 'Push outbox visits (idempotent per mutation id)',
        ...access('partner'),
        request: {
          body: jsonBody(syncPushRequestSchema, { required: true, example: ex.pushBody }),
        },
        responses: { 200: jsonAnswer(syncPushResponseSchema, { example: ex.pushAnswer }) },
      }),
      async (c) => {
        const { mutations } = c.req.valid('json');
        return c.json(await pushMutations(deps, c.get('partner').id, mutations), 200);
      },
    );
}
