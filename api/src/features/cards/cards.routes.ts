import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { createAuthGuards } from '../../lib/auth.ts';
import { parseJson, parseParams } from '../../lib/validate.ts';
import { getMemberCard, publishedJwks, revokeMemberCard } from './cards.service.ts';

const revokeParamsSchema = z.object({ membershipId: z.string().trim().min(1).max(40) });
const revokeBodySchema = z.object({
  reason: z.string().trim().min(1).max(200).default('revoked_by_admin'),
});

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
    const { membershipId } = parseParams(c, revokeParamsSchema);
    // The body is optional: an admin may revoke without giving a reason.
    const { reason } = (await c.req.text()).trim()
      ? await parseJson(c, revokeBodySchema)
      : revokeBodySchema.parse({});
    return c.json(await revokeMemberCard(deps, membershipId, reason));
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
