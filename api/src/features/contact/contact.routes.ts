// Mounted at /api/contact. Submitting is public; reading and resolving queries is for admins.
import { Hono } from 'hono';
import {
  contactQueriesQuerySchema,
  contactStatusBodySchema,
  contactSubmitBodySchema,
  idParamSchema,
} from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { RateLimiter, clientAddress } from '../../lib/rate-limit.ts';
import { parseJson, parseParams, parseQuery } from '../../lib/validate.ts';
import {
  contactStats,
  listContactQueries,
  setContactQueryStatus,
  submitContactQuery,
} from './contact.service.ts';

/** Stored messages per address per hour: plenty for a person, a wall for a script filling the table. */
export const CONTACT_SUBMISSIONS_PER_HOUR = 20;
export const TOO_MANY_MESSAGES = 'Too many messages sent. Please try again later.';

export function contactRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  const submissions = new RateLimiter({
    limit: CONTACT_SUBMISSIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.now().getTime(),
  });
  return new Hono()
    .post('/submit', async (c) => {
      // Only stored messages count: a refused or failed one is given back.
      const result = await submissions.attempt(
        clientAddress(c, deps.env),
        () => new AppError(429, 'rate_limited', TOO_MANY_MESSAGES),
        async () => submitContactQuery(deps, await parseJson(c, contactSubmitBodySchema)),
      );
      return c.json(result, 201);
    })
    .get('/queries', auth.requireAdmin, async (c) => {
      const query = parseQuery(c, contactQueriesQuerySchema);
      return c.json(await listContactQueries(deps, c.get('admin'), query));
    })
    .get('/stats', auth.requireAdmin, async (c) => c.json(await contactStats(deps, c.get('admin'))))
    .put('/queries/:id/status', auth.requireAdmin, async (c) => {
      const { id } = parseParams(c, idParamSchema);
      const { status } = await parseJson(c, contactStatusBodySchema);
      const query = await setContactQueryStatus(deps, c.get('admin'), id, status);
      return c.json({ message: 'Status updated', query });
    });
}
