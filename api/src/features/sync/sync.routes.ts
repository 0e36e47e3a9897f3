import { Hono } from 'hono';
import { syncCursorQuerySchema, syncPushRequestSchema } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { createAuthGuards } from '../../lib/auth.ts';
import { parseJson, parseQuery } from '../../lib/validate.ts';
import { directoryDelta, revocationsDelta } from './sync-pull.service.ts';
import { pushMutations } from './sync-push.service.ts';

/**
 * Mounted at /api/sync. The feeds are public: the directory lists only approved partners, and
 * revocation ids are random card ids that say nothing about anyone. Pushing needs an approved
 * partner; the partner of each visit comes from the token, never from the body.
 */
export function syncRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  return new Hono()
    .get('/revocations', async (c) => {
      const { since } = parseQuery(c, syncCursorQuerySchema);
      return c.json(await revocationsDelta(deps, Number(since ?? 0)));
    })
    .get('/directory', async (c) => {
      const { since } = parseQuery(c, syncCursorQuerySchema);
      return c.json(await directoryDelta(deps, Number(since ?? 0)));
    })
    .post('/push', auth.requirePartner, async (c) => {
      const { mutations } = await parseJson(c, syncPushRequestSchema);
      return c.json(await pushMutations(deps, c.get('partner').id, mutations));
    });
}
