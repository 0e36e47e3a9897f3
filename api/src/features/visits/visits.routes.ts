// Mounted at /api/partners (the spec's paths): the member's visit history and the partner's
// desk figures, visit list (searchable, and as a CSV file for its accounts) and recording.
import { createRoute } from '@hono/zod-openapi';
import {
  memberVisitsQuerySchema,
  memberVisitsResponseSchema,
  partnerStatsSchema,
  partnerVisitsCsvQuerySchema,
  partnerVisitsQuerySchema,
  partnerVisitsResponseSchema,
  visitRecordBodySchema,
  visitRecordResponseSchema,
  visitVoidBodySchema,
  visitVoidResponseSchema,
  idParamSchema,
} from '@mcs/shared';
import { routeAccess } from '../auth/guards.service.ts';
import { csvFileAnswer, csvFileHeaders } from '../../lib/csv.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './visits.examples.ts';
import { idempotencyHeaderSchema, idFromClaim, withIdempotency } from '../../lib/idempotency.ts';
import { partnerVisitsCsv } from './visits-export.service.ts';
import { voidVisit } from './visit-void.service.ts';
import { memberVisits, partnerStats, partnerVisits, recordVisit } from './visits.service.ts';

export function visitRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const desk = { ...access('partner'), tags: ['desk'] };
  // The calls a partner's clinic software may make with an API key: read its visits, record and
  // void them (verify is in partners.routes.ts).
  const keyed = { ...access('partner', { apiKey: true }), tags: ['desk'] };
  const keyedCreate = {
    ...keyed,
    middleware: withIdempotency(keyed.middleware, deps),
  };
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/my-visits',
        tags: ['directory'],
        summary: "The member's visits, newest first, a page at a time (the answer stays a list)",
        ...access('member'),
        request: { query: memberVisitsQuerySchema },
        responses: {
          200: jsonAnswer(memberVisitsResponseSchema, { example: ex.memberVisitsAnswer }),
        },
      }),
      async (c) => c.json(await memberVisits(deps, c.get('member').id, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...desk,
        method: 'get',
        path: '/partner-stats',
        summary: "The partner's figures",
        responses: { 200: jsonAnswer(partnerStatsSchema, { example: ex.partnerStatsAnswer }) },
      }),
      async (c) => c.json(await partnerStats(deps, c.get('partner').id), 200),
    )
    .openapi(
      createRoute({
        ...keyed,
        method: 'get',
        path: '/partner-visits',
        summary: "The partner's visits, paged; `q` finds a member by ID or name",
        request: { query: partnerVisitsQuerySchema },
        responses: {
          200: jsonAnswer(partnerVisitsResponseSchema, { example: ex.partnerVisitsAnswer }),
        },
      }),
      async (c) =>
        c.json(await partnerVisits(deps, c.get('partner').id, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...keyed,
        method: 'get',
        path: '/partner-visits.csv',
        summary:
          "The partner's visits between two dates (India, both included, at most a year) as a CSV file for its accounts",
        request: { query: partnerVisitsCsvQuerySchema },
        responses: { 200: csvFileAnswer(ex.partnerVisitsCsv) },
      }),
      async (c) => {
        const file = await partnerVisitsCsv(deps, c.get('partner').id, c.req.valid('query'));
        return c.body(file.csv, 200, csvFileHeaders(file.filename));
      },
    )
    .openapi(
      createRoute({
        ...keyedCreate,
        method: 'post',
        path: '/visit',
        summary: 'Record a visit (the partner comes from the token)',
        request: {
          headers: idempotencyHeaderSchema,
          body: jsonBody(visitRecordBodySchema, { required: true }),
        },
        responses: {
          201: jsonAnswer(visitRecordResponseSchema, { example: ex.visitRecordedAnswer }),
          ...refusals(404, 409, 429),
        },
      }),
      async (c) => {
        // With an Idempotency-Key the visit's client id follows from it: even a retry after a
        // crash between storing the visit and keeping the answer finds the same visit.
        const claim = c.get('idempotency');
        const result = await recordVisit(
          deps,
          c.get('partner').id,
          c.req.valid('json'),
          claim ? { clientId: idFromClaim(claim) } : {},
        );
        return c.json({ message: 'Visit recorded successfully', visit: result.visit }, 201);
      },
    )
    .openapi(
      createRoute({
        ...keyed,
        method: 'post',
        path: '/visits/{id}/void',
        summary:
          'Void a visit this partner recorded, within 24 hours of recording it, with a reason; it stays listed (voidedAt) but counts no more',
        request: {
          params: idParamSchema,
          body: jsonBody(visitVoidBodySchema, { required: true, example: ex.voidBody }),
        },
        responses: {
          200: jsonAnswer(visitVoidResponseSchema, { example: ex.voidedAnswer }),
          ...refusals(409),
        },
      }),
      async (c) =>
        c.json(
          await voidVisit(
            deps,
            c.get('partner'),
            Number(c.req.valid('param').id),
            c.req.valid('json'),
          ),
          200,
        ),
    );
}
