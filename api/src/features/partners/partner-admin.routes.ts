// The admin's calls on partners, under /api/partners as the spec puts them: reviewing applications
// (approve, or reject with a reason) and the list of approved partners, with deletion. Every route
// needs an admin token.
import { createRoute } from '@hono/zod-openapi';
import {
  adminListQuerySchema,
  adminPartnersPageSchema,
  applicationDecisionResponseSchema,
  applicationsQuerySchema,
  idParamSchema,
  messageResponseSchema,
  partnerApplicationsResponseSchema,
  rejectApplicationBodySchema,
} from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, optionalBody, refusals } from '../../lib/openapi.ts';
import * as ex from './partners.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import {
  APPLICATION_APPROVED,
  APPLICATION_REJECTED,
  approveApplication,
  listApplications,
  rejectApplication,
} from './applications.service.ts';
import { deletePartner, listActivePartners } from './partner-accounts.service.ts';

const tags = ['admin'];

/** Mounted at /api/partners. */
export function partnerAdminRoutes(deps: AppDeps) {
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
        responses: {
          200: jsonAnswer(partnerApplicationsResponseSchema, { example: ex.applicationsAnswer }),
        },
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
        responses: {
          200: jsonAnswer(applicationDecisionResponseSchema, { example: ex.approvedAnswer }),
          ...refusals(409),
        },
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
        responses: {
          200: jsonAnswer(applicationDecisionResponseSchema, { example: ex.rejectedAnswer }),
          ...refusals(409),
        },
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
        path: '/all-partners',
        summary: 'Approved partners, searched and paged',
        request: { query: adminListQuerySchema },
        responses: { 200: jsonAnswer(adminPartnersPageSchema, { example: ex.partnersPageAnswer }) },
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
        responses: { 200: jsonAnswer(messageResponseSchema, { example: ex.partnerDeletedAnswer }) },
      }),
      async (c) => {
        await deletePartner(deps, c.get('admin'), c.req.valid('param').id);
        return c.json({ message: 'Partner deleted' }, 200);
      },
    );
}
