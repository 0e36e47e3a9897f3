// The admin's calls on members: the member list, with deletion, under /api/partners as the spec
// puts it; enrolment and ending a membership, which the spec lacks, under /api/admin. Every route
// needs an admin token.
import { createRoute } from '@hono/zod-openapi';
import {
  adminListQuerySchema,
  endMembershipBodySchema,
  endMembershipResponseSchema,
  enrolMemberBodySchema,
  enrolMemberResponseSchema,
  idParamSchema,
  messageResponseSchema,
  usersPageSchema,
} from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, optionalBody, refusals } from '../../lib/openapi.ts';
import * as ex from './members.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { enrolMember } from './enrolment.service.ts';
import { deleteMember, endMembership, listUsers } from './member-accounts.service.ts';

const tags = ['admin'];

/** Mounted at /api/partners. */
export function memberAdminRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const admin = { ...access('admin'), tags };
  return openApiRoutes()
    .openapi(
      createRoute({
        ...admin,
        method: 'get',
        path: '/all-users',
        summary: 'Members, searched and paged',
        request: { query: adminListQuerySchema },
        responses: { 200: jsonAnswer(usersPageSchema, { example: ex.usersPageAnswer }) },
      }),
      async (c) => c.json(await listUsers(deps, c.get('admin'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'delete',
        path: '/users/{id}',
        summary: 'Delete a member (their visits are anonymised)',
        request: { params: idParamSchema },
        responses: { 200: jsonAnswer(messageResponseSchema, { example: ex.userDeletedAnswer }) },
      }),
      async (c) => {
        await deleteMember(deps, c.get('admin'), c.req.valid('param').id);
        return c.json({ message: 'User deleted' }, 200);
      },
    );
}

/** Mounted at /api/admin. */
export function enrolmentRoutes(deps: AppDeps) {
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
        responses: {
          201: jsonAnswer(enrolMemberResponseSchema, { example: ex.enrolledAnswer }),
          ...refusals(409),
        },
      }),
      async (c) => c.json(await enrolMember(deps, c.get('admin'), c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'post',
        path: '/members/{id}/end-membership',
        summary: 'End a membership: desks refuse it, its cards are revoked, no new card is issued',
        request: {
          params: idParamSchema,
          body: jsonBody(endMembershipBodySchema, { required: false }),
        },
        responses: {
          200: jsonAnswer(endMembershipResponseSchema, { example: ex.membershipEndedAnswer }),
          ...refusals(409),
        },
      }),
      async (c) => {
        const body = optionalBody(endMembershipBodySchema, c.req.valid('json'));
        const id = c.req.valid('param').id;
        return c.json(await endMembership(deps, c.get('admin'), id, body), 200);
      },
    );
}
