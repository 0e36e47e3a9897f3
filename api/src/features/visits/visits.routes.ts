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
} from '@mcs/shared';
import { routeAccess } from '../auth/guards.service.ts';
import { csvFileAnswer, csvFileHeaders } from '../../lib/csv.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import { partnerVisitsCsv } from './visits-export.service.ts';
import { memberVisits, partnerStats, partnerVisits, recordVisit } from './visits.service.ts';

export function visitRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const desk = { ...access('partner'), tags: ['desk'] };
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/my-visits',
        tags: ['directory'],
        summary: "The member's visits, newest first, a page at a time (the answer stays a list)",
        ...access('member'),
        request: { query: memberVisitsQuerySchema },
        responses: { 200: jsonAnswer(memberVisitsResponseSchema) },
      }),
      async (c) => c.json(await memberVisits(deps, c.get('member').id, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...desk,
        method: 'get',
        path: '/partner-stats',
        summary: "The partner's figures",
        responses: { 200: jsonAnswer(partnerStatsSchema) },
      }),
      async (c) => c.json(await partnerStats(deps, c.get('partner').id), 200),
    )
    .openapi(
      createRoute({
        ...desk,
        method: 'get',
        path: '/partner-visits',
        summary: "The partner's visits, paged; `q` finds a member by ID or name",
        request: { query: partnerVisitsQuerySchema },
        responses: { 200: jsonAnswer(partnerVisitsResponseSchema) },
      }),
      async (c) =>
        c.json(await partnerVisits(deps, c.get('partner').id, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...desk,
        method: 'get',
        path: '/partner-visits.csv',
        summary:
          "The partner's visits between two dates (India, both included, at most a year) as a CSV file for its accounts",
        request: { query: partnerVisitsCsvQuerySchema },
        responses: { 200: csvFileAnswer },
      }),
      async (c) => {
        const file = await partnerVisitsCsv(deps, c.get('partner').id, c.req.valid('query'));
        return c.body(file.csv, 200, csvFileHeaders(file.filename));
      },
    )
    .openapi(
      createRoute({
        ...desk,
        method: 'post',
        path: '/visit',
        summary: 'Record a visit (the partner comes from the token)',
        request: { body: jsonBody(visitRecordBodySchema, { required: true }) },
        responses: { 201: jsonAnswer(visitRecordResponseSchema), ...refusals(404, 409, 429) },
      }),
      async (c) => {
        const result = await recordVisit(deps, c.get('partner').id, c.req.valid('json'));
        return c.json({ message: 'Visit recorded successfully', visit: result.visit }, 201);
      },
    );
}
