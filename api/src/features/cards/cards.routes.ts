import { Hono } from 'hono';
import { cardRevokeBodySchema, cardRevokeParamsSchema } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { createAuthGuards } from '../../lib/auth.ts';
import { parseOptionalJson, parseParams } from '../../lib/validate.ts';
import { publishedJwks } from './card-keys.service.ts';
import { getMemberCard, revokeMemberCard } from './cards.service.ts';

/** Mounted at /api/members. */
export function memberCardRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  return new Hono().get('/me/card', auth.requireMember, async (c) =>
    c.json(await getMemberCard(deps, c.get('member').id)),
  );
}

/** Mounted at /api/admin/cards. */
export function adminCardRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  return new Hono().post('/:membershipId/revoke', auth.requireAdmin, async (c) => {
    const { membershipId } = parseParams(c, cardRevokeParamsSchema);
    const { reason } = await parseOptionalJson(c, cardRevokeBodySchema);
    return c.json(await revokeMemberCard(deps, c.get('admin'), membershipId, reason));
  });
}

/** Mounted at /.well-known. */
export function wellKnownRoutes(deps: AppDeps) {
  return new Hono().get('/jwks.json', async (c) => {
    // Short cache: a rotated key must reach desk devices within minutes.
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await publishedJwks(deps));
  });
}
