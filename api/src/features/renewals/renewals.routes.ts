import { createRoute } from '@hono/zod-openapi';
import {
  adminRenewalSchema,
  adminRenewalsQuerySchema,
  adminRenewalsResponseSchema,
  memberRenewalsResponseSchema,
  renewalIdParamsSchema,
  renewalReasonBodySchema,
  renewalRequestBodySchema,
  renewalSchema,
} from '@mcs/shared/renewals';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './renewals.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import {
  confirmRenewal,
  listRenewals,
  memberRenewals,
  refundRenewal,
  refuseRenewal,
  requestRenewal,
} from './renewals.service.ts';

const tags = ['renewals'];

/** Mounted at /api/members. */
export function memberRenewalRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/renewals',
        tags,
        summary: 'What renewing costs, the UPI link to pay it, and past renewal requests',
        ...access('member'),
        responses: {
          200: jsonAnswer(memberRenewalsResponseSchema, { example: ex.memberRenewalsAnswer }),
        },
      }),
      async (c) => c.json(await memberRenewals(deps, c.get('member').id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/renewals',
        tags,
        summary: 'Ask for a renewal paid by UPI, with the UPI transaction reference',
        ...access('member'),
        request: {
          body: jsonBody(renewalRequestBodySchema, {
            required: true,
            example: ex.renewalRequestBody,
          }),
        },
        responses: {
          201: jsonAnswer(renewalSchema, {
            description: 'Waiting for confirmation',
            example: ex.renewalRequestedAnswer,
          }),
          ...refusals(409),
        },
      }),
      async (c) => c.json(await requestRenewal(deps, c.get('member').id, c.req.valid('json')), 201),
    );
}

/** Mounted at /api/admin. */
export function adminRenewalRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/renewals',
        tags,
        summary: 'Renewal requests: pending first',
        ...access('admin'),
        request: { query: adminRenewalsQuerySchema },
        responses: {
          200: jsonAnswer(adminRenewalsResponseSchema, { example: ex.adminRenewalsAnswer }),
        },
      }),
      async (c) =>
        c.json(await listRenewals(deps, c.get('admin'), c.req.valid('query').status), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/renewals/{id}/confirm',
        tags,
        summary: 'Confirm a renewal: the payment arrived',
        ...access('admin'),
        request: { params: renewalIdParamsSchema },
        responses: {
          200: jsonAnswer(adminRenewalSchema, { example: ex.confirmedAnswer }),
          ...refusals(409),
        },
      }),
      async (c) => c.json(await confirmRenewal(deps, c.get('admin'), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/renewals/{id}/refuse',
        tags,
        summary: 'Refuse a renewal, with the reason the member reads',
        ...access('admin'),
        request: {
          params: renewalIdParamsSchema,
          body: jsonBody(renewalReasonBodySchema, { required: true, example: ex.refuseBody }),
        },
        responses: {
          200: jsonAnswer(adminRenewalSchema, { example: ex.refusedAnswer }),
          ...refusals(409),
        },
      }),
      async (c) =>
        c.json(
          await refuseRenewal(
            deps,
            c.get('admin'),
            c.req.valid('param').id,
            c.req.valid('json').reason,
          ),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/renewals/{id}/refund',
        tags,
        summary: 'Refund a confirmed renewal, when the refund rule allows it',
        ...access('admin'),
        request: {
          params: renewalIdParamsSchema,
          body: jsonBody(renewalReasonBodySchema, { required: true, example: ex.refundBody }),
        },
        responses: {
          200: jsonAnswer(adminRenewalSchema, { example: ex.refundedAnswer }),
          ...refusals(409),
        },
      }),
      async (c) =>
        c.json(
          await refundRenewal(
            deps,
            c.get('admin'),
            c.req.valid('param').id,
            c.req.valid('json').reason,
          ),
          200,
        ),
    );
}
