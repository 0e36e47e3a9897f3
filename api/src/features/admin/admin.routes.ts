// The admin console's own calls: the dashboard's figures under /api/partners, as the spec puts
// them; invite codes, the audit log, verify misses, insights and CSV exports, which the spec lacks,
// under /api/admin. Applications and partner accounts are the partners feature's
// (partner-admin.routes.ts), member accounts and enrolment the members feature's (members.routes.ts).
// Every route needs an admin token.
import { createRoute } from '@hono/zod-openapi';
import {
  adminInsightsSchema,
  adminInviteResponseSchema,
  adminStatsSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  exportParamsSchema,
  exportQuerySchema,
  issueAdminInviteBodySchema,
  recentMembersResponseSchema,
  recentPartnersResponseSchema,
  verifyMissesQuerySchema,
  verifyMissesResponseSchema,
} from '@mcs/shared';
import { csvFileAnswer, sendCsvStream } from '../../lib/csv.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, optionalBody } from '../../lib/openapi.ts';
import * as ex from './admin.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { listAuditLog } from '../audit/audit.service.ts';
import { adminStats, recentMembers, recentPartners } from './dashboard.service.ts';
import { exportCsv } from './export.service.ts';
import { adminInsights } from './insights.service.ts';
import { issueAdminInvite } from './invites.service.ts';
import { verifyMissesByPartner } from './verify-misses.service.ts';

const tags = ['admin'];

/** Mounted at /api/partners. */
export function adminRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const admin = { ...access('admin'), tags };
  return openApiRoutes()
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/stats',
        summary: 'Dashboard figures',
        responses: { 200: jsonAnswer(adminStatsSchema, { example: ex.statsAnswer }) },
      }),
      async (c) => c.json(await adminStats(deps, c.get('admin')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/recent-members',
        summary: 'Newest members',
        responses: {
          200: jsonAnswer(recentMembersResponseSchema, { example: ex.recentMembersAnswer }),
        },
      }),
      async (c) => c.json(await recentMembers(deps, c.get('admin')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/recent-partners',
        summary: 'Newest partners',
        responses: {
          200: jsonAnswer(recentPartnersResponseSchema, { example: ex.recentPartnersAnswer }),
        },
      }),
      async (c) => c.json(await recentPartners(deps, c.get('admin')), 200),
    );
}

/** Mounted at /api/admin: admin work the spec does not cover. */
export function adminExtraRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const admin = { ...access('admin'), tags };
  return openApiRoutes()
    .openapi(
      createRoute({
        ...admin,
        method: 'post',
        path: '/invites',
        summary: 'Issue a one-time admin invite code (the inviteCode of admin registration)',
        request: {
          body: jsonBody(issueAdminInviteBodySchema, { required: false, example: ex.inviteBody }),
        },
        responses: { 201: jsonAnswer(adminInviteResponseSchema, { example: ex.inviteAnswer }) },
      }),
      async (c) => {
        const body = optionalBody(issueAdminInviteBodySchema, c.req.valid('json'));
        return c.json(await issueAdminInvite(deps, c.get('admin'), body), 201);
      },
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/audit',
        summary: 'The audit log of admin actions, newest first',
        request: { query: auditLogQuerySchema },
        responses: { 200: jsonAnswer(auditLogResponseSchema, { example: ex.auditAnswer }) },
      }),
      async (c) => c.json(await listAuditLog(deps, c.get('admin'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/verify-misses',
        summary: 'Unknown membership IDs partners tried to verify, per partner',
        request: { query: verifyMissesQuerySchema },
        responses: {
          200: jsonAnswer(verifyMissesResponseSchema, { example: ex.verifyMissesAnswer }),
        },
      }),
      async (c) =>
        c.json(await verifyMissesByPartner(deps, c.get('admin'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/insights',
        summary: 'Visits and savings per day, partners by type and state, enrolments per month',
        responses: { 200: jsonAnswer(adminInsightsSchema, { example: ex.insightsAnswer }) },
      }),
      async (c) => c.json(await adminInsights(deps, c.get('admin')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/export/{kind}',
        summary: 'A CSV file of members, partners or visits, with the search applied',
        request: { params: exportParamsSchema, query: exportQuerySchema },
        responses: { 200: csvFileAnswer(ex.exportCsv) },
      }),
      async (c) => {
        const { kind } = c.req.valid('param');
        const { search } = c.req.valid('query');
        return sendCsvStream(c, await exportCsv(deps, c.get('admin'), kind, search));
      },
    );
}
