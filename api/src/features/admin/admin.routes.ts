// Admin calls. The spec puts them under api/partners (applications, stats, lists, deletes);
// what the spec lacks (member enrolment, admin invite codes) lives under api/admin. Every route needs an admin token.
import { createRoute } from '@hono/zod-openapi';
import {
  adminInsightsSchema,
  adminInviteResponseSchema,
  adminListQuerySchema,
  adminPartnersPageSchema,
  adminStatsSchema,
  applicationDecisionResponseSchema,
  applicationsQuerySchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  enrolMemberBodySchema,
  enrolMemberResponseSchema,
  exportParamsSchema,
  exportQuerySchema,
  idParamSchema,
  issueAdminInviteBodySchema,
  messageResponseSchema,
  partnerApplicationsResponseSchema,
  recentMembersResponseSchema,
  recentPartnersResponseSchema,
  rejectApplicationBodySchema,
  usersPageSchema,
  verifyMissesQuerySchema,
  verifyMissesResponseSchema,
} from '@mcs/shared';
import { routeAccess } from '../auth/guards.service.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, optionalBody } from '../../lib/openapi.ts';
import { deleteMember, deletePartner, listActivePartners, listUsers } from './accounts.service.ts';
import {
  APPLICATION_APPROVED,
  APPLICATION_REJECTED,
  approveApplication,
  listApplications,
  rejectApplication,
} from './applications.service.ts';
import { listAuditLog } from './audit.service.ts';
import { adminStats, recentMembers, recentPartners } from './dashboard.service.ts';
import { verifyMissesByPartner } from './verify-misses.service.ts';
import { enrolMember } from './enrolment.service.ts';
import { exportCsv } from './export.service.ts';
import { adminInsights } from './insights.service.ts';
import { issueAdminInvite } from './invites.service.ts';

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
        path: '/applications',
        summary: 'Partner applications (pending unless a status is given)',
        request: { query: applicationsQuerySchema },
        responses: { 200: jsonAnswer(partnerApplicationsResponseSchema) },
      }),
      async (c) => c.json(await listApplications(deps, c.get('admin'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'post',
        path: '/applications/{id}/approve',
        summary: 'Approve a pending application',
        request: { params: idParamSchema },
        responses: { 200: jsonAnswer(applicationDecisionResponseSchema) },
      }),
      async (c) => {
        const application = await approveApplication(deps, c.get('admin'), c.req.valid('param').id);
        return c.json({ message: APPLICATION_APPROVED, application }, 200);
      },
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'post',
        path: '/applications/{id}/reject',
        summary: 'Reject a pending application, optionally with a reason',
        request: {
          params: idParamSchema,
          body: jsonBody(rejectApplicationBodySchema, { required: false }),
        },
        responses: { 200: jsonAnswer(applicationDecisionResponseSchema) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { reason } = optionalBody(rejectApplicationBodySchema, c.req.valid('json'));
        const application = await rejectApplication(deps, c.get('admin'), id, reason);
        return c.json({ message: APPLICATION_REJECTED, application }, 200);
      },
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/stats',
        summary: 'Dashboard figures',
        responses: { 200: jsonAnswer(adminStatsSchema) },
      }),
      async (c) => c.json(await adminStats(deps, c.get('admin')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/recent-members',
        summary: 'Newest members',
        responses: { 200: jsonAnswer(recentMembersResponseSchema) },
      }),
      async (c) => c.json(await recentMembers(deps, c.get('admin')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/recent-partners',
        summary: 'Newest partners',
        responses: { 200: jsonAnswer(recentPartnersResponseSchema) },
      }),
      async (c) => c.json(await recentPartners(deps, c.get('admin')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/all-users',
        summary: 'Members, searched and paged',
        request: { query: adminListQuerySchema },
        responses: { 200: jsonAnswer(usersPageSchema) },
      }),
      async (c) => c.json(await listUsers(deps, c.get('admin'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/all-partners',
        summary: 'Approved partners, searched and paged',
        request: { query: adminListQuerySchema },
        responses: { 200: jsonAnswer(adminPartnersPageSchema) },
      }),
      async (c) =>
        c.json(await listActivePartners(deps, c.get('admin'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'delete',
        path: '/partners/{id}',
        summary: "Delete a partner (their visits stay in members' histories)",
        request: { params: idParamSchema },
        responses: { 200: jsonAnswer(messageResponseSchema) },
      }),
      async (c) => {
        await deletePartner(deps, c.get('admin'), c.req.valid('param').id);
        return c.json({ message: 'Partner deleted' }, 200);
      },
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'delete',
        path: '/users/{id}',
        summary: 'Delete a member (their visits are anonymised)',
        request: { params: idParamSchema },
        responses: { 200: jsonAnswer(messageResponseSchema) },
      }),
      async (c) => {
        await deleteMember(deps, c.get('admin'), c.req.valid('param').id);
        return c.json({ message: 'User deleted' }, 200);
      },
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
        path: '/members',
        summary: 'Enrol a member (payment checked against the price list)',
        request: { body: jsonBody(enrolMemberBodySchema, { required: true }) },
        responses: { 201: jsonAnswer(enrolMemberResponseSchema) },
      }),
      async (c) => c.json(await enrolMember(deps, c.get('admin'), c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'post',
        path: '/invites',
        summary: 'Issue a one-time admin invite code (the inviteCode of admin registration)',
        request: { body: jsonBody(issueAdminInviteBodySchema, { required: false }) },
        responses: { 201: jsonAnswer(adminInviteResponseSchema) },
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
        responses: { 200: jsonAnswer(auditLogResponseSchema) },
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
        responses: { 200: jsonAnswer(verifyMissesResponseSchema) },
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
        responses: { 200: jsonAnswer(adminInsightsSchema) },
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
        responses: {
          200: {
            description: 'The CSV file (header row first)',
            content: { 'text/csv': { schema: { type: 'string' as const } } },
          },
        },
      }),
      async (c) => {
        const { kind } = c.req.valid('param');
        const { search } = c.req.valid('query');
        const file = await exportCsv(deps, c.get('admin'), kind, search);
        return c.body(file.csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${file.filename}"`,
          'cache-control': 'private, no-store',
        });
      },
    );
}
