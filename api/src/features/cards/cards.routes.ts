import { createRoute } from '@hono/zod-openapi';
import {
  cardRevokeBodySchema,
  cardRevokeParamsSchema,
  cardRevokeResponseSchema,
  jwksSchema,
  memberCardResponseSchema,
} from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { jsonAnswer, jsonBody, openApiRoutes, optionalBody } from '../../lib/openapi.ts';
import * as ex from './cards.examples.ts';
import { publishedJwks } from './card-keys.service.ts';
import { getMemberCard, revokeMemberCard } from './cards.service.ts';

const tags = ['cards'];

/** Mounted at /api/members. */
export function memberCardRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes().openapi(
    createRoute({
      method: 'get',
      path: '/me/card',
      tags,
      summary: "The member's signed digital card",
      ...access('member'),
      responses: { 200: jsonAnswer(memberCardResponseSchema, { example: ex.cardAnswer }) },
    }),
    async (c) => c.json(await getMemberCard(deps, c.get('member').id), 200),
  );
}

/** Mounted at /api/admin/cards. */
export function adminCardRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes().openapi(
    createRoute({
      method: 'post',
      path: '/{membershipId}/revoke',
      tags,
      summary: "Revoke a member's current card",
      ...access('admin'),
      request: {
        params: cardRevokeParamsSchema,
        body: jsonBody(cardRevokeBodySchema, { required: false }),
      },
      responses: { 200: jsonAnswer(cardRevokeResponseSchema, { example: ex.revokedAnswer }) },
    }),
    async (c) => {
      const { membershipId } = c.req.valid('param');
      const { reason } = optionalBody(cardRevokeBodySchema, c.req.valid('json'));
      return c.json(await revokeMemberCard(deps, c.get('admin'), membershipId, reason), 200);
    },
  );
}

/** Mounted at /.well-known. */
export function wellKnownRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes().openapi(
    createRoute({
      method: 'get',
      path: '/jwks.json',
      tags,
      summary: 'Public keys that verify member cards',
      ...access('public'),
      responses: { 200: jsonAnswer(jwksSchema, { example: ex.jwksAnswer }) },
    }),
    async (c) => {
      // Short cache: a rotated key must reach desk devices within minutes.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await publishedJwks(deps), 200);
    },
  );
}
