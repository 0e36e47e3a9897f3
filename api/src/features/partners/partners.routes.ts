// /api/partners: the public directory, registration and sign-in, the member's visit history and
// the partner's desk (stats, visits, verify, record). Admin calls under this path are mounted by
// the admin feature.
import { Hono } from 'hono';
import {
  memberVisitsQuerySchema,
  partnerLoginBodySchema,
  partnersQuerySchema,
  partnerVisitsQuerySchema,
  verifyMembershipBodySchema,
  visitRecordBodySchema,
} from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { RateLimiter, clientAddress } from '../../lib/rate-limit.ts';
import { parseJson, parseQuery } from '../../lib/validate.ts';
import {
  memberVisits,
  partnerStats,
  partnerVisits,
  recordVisit,
} from '../visits/visits.service.ts';
import { listDirectory } from './directory.service.ts';
import { partnerLogin } from './partner-auth.service.ts';
import { registerPartner } from './registration.service.ts';
import { createRegistrationReader } from './registration-form.ts';
import { verifyMembership } from './verify.service.ts';

/**
 * Applications stored per address per hour. A clinic applies once; without a cap one script could
 * fill the disk with 35 MB applications nobody has to sign in to send.
 */
export const REGISTRATIONS_PER_HOUR = 10;
export const TOO_MANY_REGISTRATIONS =
  'Too many registrations from this network. Please try again later.';

export function partnerRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  const registrations = new RateLimiter({
    limit: REGISTRATIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.now().getTime(),
  });
  const readRegistration = createRegistrationReader(deps);
  return new Hono()
    .get('/', async (c) => c.json(await listDirectory(deps, parseQuery(c, partnersQuerySchema))))
    .get('/my-visits', auth.requireMember, async (c) => {
      const query = parseQuery(c, memberVisitsQuerySchema);
      return c.json(await memberVisits(deps, c.get('member').id, query));
    })
    .post('/register', async (c) => {
      // Stored applications count, and so does "this email is taken": otherwise the form would
      // tell a script, at any speed, which emails hold partner accounts. Anything else is given
      // back: a partner fixing a form the checks refused is not held back.
      const result = await registrations.attempt(
        clientAddress(c, deps.env),
        () => new AppError(429, 'rate_limited', TOO_MANY_REGISTRATIONS),
        async () => registerPartner(deps, await readRegistration(c)),
        (error) => error instanceof AppError && error.status === 409,
      );
      return c.json(result, 201);
    })
    .post('/login', async (c) => {
      const body = await parseJson(c, partnerLoginBodySchema);
      return c.json(await partnerLogin(deps, body, clientAddress(c, deps.env)));
    })
    .get('/partner-stats', auth.requirePartner, async (c) =>
      c.json(await partnerStats(deps, c.get('partner').id)),
    )
    .get('/partner-visits', auth.requirePartner, async (c) => {
      const query = parseQuery(c, partnerVisitsQuerySchema);
      return c.json(await partnerVisits(deps, c.get('partner').id, query));
    })
    .post('/verify', auth.requirePartnerOrAdmin, async (c) => {
      const body = await parseJson(c, verifyMembershipBodySchema);
      return c.json(await verifyMembership(deps, body.membershipId));
    })
    .post('/visit', auth.requirePartner, async (c) => {
      const body = await parseJson(c, visitRecordBodySchema);
      const result = await recordVisit(deps, c.get('partner').id, body);
      return c.json({ message: 'Visit recorded successfully', visit: result.visit }, 201);
    });
}
