// /api/partners/webhooks: the signed-in partner's webhook endpoints, its delivery log and the
// test event. The partner comes from the token, never from the path or body.
import { createRoute } from '@hono/zod-openapi';
import {
  idParamSchema,
  messageResponseSchema,
  webhookAttemptsQuerySchema,
  webhookAttemptsResponseSchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookTestResponseSchema,
} from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './webhooks.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import {
  createEndpoint,
  ENDPOINT_REMOVED,
  partnerAttempts,
  partnerEndpoints,
  removeEndpoint,
  sendTestEvent,
} from './webhooks.service.ts';

/** Mounted at /api/partners/webhooks. */
export function webhookRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const partner = { ...access('partner'), tags: ['webhooks'] };
  return openApiRoutes()
    .openapi(
      createRoute({
        ...partner,
        method: 'get',
        path: '/',
        summary: "The partner's webhook endpoints, with their signing secrets",
        responses: {
          200: jsonAnswer(webhookEndpointsResponseSchema, { example: ex.endpointsAnswer }),
        },
      }),
      async (c) => c.json({ endpoints: await partnerEndpoints(deps, c.get('partner').id) }, 200),
    )
    .openapi(
      createRoute({
        ...partner,
        method: 'post',
        path: '/',
        summary: 'Register an endpoint for the events picked; answers its signing secret',
        request: {
          body: jsonBody(webhookEndpointCreateSchema, { required: true, example: ex.registerBody }),
        },
        // 409: the partner has as many endpoints as it may.
        responses: {
          201: jsonAnswer(webhookEndpointSchema, {
            description: 'Registered',
            example: ex.registeredAnswer,
          }),
          ...refusals(409),
        },
      }),
      async (c) =>
        c.json(await createEndpoint(deps, c.get('partner').id, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        ...partner,
        method: 'get',
        path: '/attempts',
        summary: "The latest delivery tries to the partner's endpoints, newest first",
        request: { query: webhookAttemptsQuerySchema },
        responses: {
          200: jsonAnswer(webhookAttemptsResponseSchema, { example: ex.attemptsAnswer }),
        },
      }),
      async (c) =>
        c.json(
          { attempts: await partnerAttempts(deps, c.get('partner').id, c.req.valid('query')) },
          200,
        ),
    )
    .openapi(
      createRoute({
        ...partner,
        method: 'delete',
        path: '/{id}',
        summary: 'Remove an endpoint (its pending deliveries and log go with it)',
        request: { params: idParamSchema },
        responses: { 200: jsonAnswer(messageResponseSchema, { example: ex.removedAnswer }) },
      }),
      async (c) => {
        await removeEndpoint(deps, c.get('partner').id, Number(c.req.valid('param').id));
        return c.json({ message: ENDPOINT_REMOVED }, 200);
      },
    )
    .openapi(
      createRoute({
        ...partner,
        method: 'post',
        path: '/{id}/test',
        summary: 'Queue a webhook.test event to this endpoint',
        request: { params: idParamSchema },
        responses: {
          202: jsonAnswer(webhookTestResponseSchema, {
            description: 'Queued',
            example: ex.testQueuedAnswer,
          }),
        },
      }),
      async (c) =>
        c.json(
          await sendTestEvent(deps, c.get('partner').id, Number(c.req.valid('param').id)),
          202,
        ),
    );
}
