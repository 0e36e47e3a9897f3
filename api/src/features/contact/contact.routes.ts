// Mounted at /api/contact. Submitting is public; reading and resolving queries is for admins.
import { createRoute } from '@hono/zod-openapi';
import {
  contactQueriesQuerySchema,
  contactQueriesResponseSchema,
  contactStatsSchema,
  contactStatusBodySchema,
  contactStatusResponseSchema,
  contactSubmitBodySchema,
  contactSubmitResponseSchema,
  idParamSchema,
} from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import { routeAccess } from '../auth/guards.service.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './contact.examples.ts';
import { idempotencyHeaderSchema, idempotent } from '../../lib/idempotency.ts';
import { RateLimiter, clientAddress } from '../../lib/rate-limit.ts';
import {
  contactStats,
  listContactQueries,
  setContactQueryStatus,
  submitContactQuery,
} from './contact.service.ts';

/** Stored messages per address per hour: plenty for a person, a wall for a script filling the table. */
export const CONTACT_SUBMISSIONS_PER_HOUR = 20;
export const TOO_MANY_MESSAGES = 'Too many messages sent. Please try again later.';

const tags = ['contact'];

export function contactRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const admin = { ...access('admin'), tags };
  const submissions = new RateLimiter({
    name: 'contact-messages',
    limit: CONTACT_SUBMISSIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.now().getTime(),
  });
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'post',
        path: '/submit',
        tags,
        summary: 'Send a message',
        ...access('public'),
        // Public: an Idempotency-Key is kept per address, so a resent message is stored once.
        middleware: [idempotent(deps, (c) => `address:${clientAddress(c, deps.env)}`)],
        request: {
          headers: idempotencyHeaderSchema,
          body: jsonBody(contactSubmitBodySchema, { required: true }),
        },
        responses: {
          201: jsonAnswer(contactSubmitResponseSchema, { example: ex.submittedAnswer }),
          ...refusals(429),
        },
      }),
      async (c) => {
        // Only stored messages count: a refused or failed one is given back. A message the
        // declaration refused never gets here, so it is not counted either.
        const message = c.req.valid('json');
        const result = await submissions.attempt(
          deps.db,
          clientAddress(c, deps.env),
          (retry) => AppError.tooMany(TOO_MANY_MESSAGES, retry),
          async () => submitContactQuery(deps, message),
        );
        return c.json(result, 201);
      },
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/queries',
        summary: 'Contact queries, newest first',
        request: { query: contactQueriesQuerySchema },
        responses: { 200: jsonAnswer(contactQueriesResponseSchema, { example: ex.queriesAnswer }) },
      }),
      async (c) =>
        c.json(await listContactQueries(deps, c.get('admin'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/stats',
        summary: 'Query figures',
        responses: { 200: jsonAnswer(contactStatsSchema, { example: ex.statsAnswer }) },
      }),
      async (c) => c.json(await contactStats(deps, c.get('admin')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'put',
        path: '/queries/{id}/status',
        summary: "Set a query's status",
        request: {
          params: idParamSchema,
          body: jsonBody(contactStatusBodySchema, { required: true, example: ex.statusBody }),
        },
        responses: { 200: jsonAnswer(contactStatusResponseSchema, { example: ex.statusAnswer }) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { status } = c.req.valid('json');
        const query = await setContactQueryStatus(deps, c.get('admin'), id, status);
        return c.json({ message: 'Status updated', query }, 200);
      },
    );
}
