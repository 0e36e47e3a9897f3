// /api/partners: the public directory, registration and sign-in, the member's visit history and
// the partner's desk (stats, visits, verify, record). Admin calls under this path are mounted by
// the admin feature.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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
import { MAX_CLINIC_PHOTOS, MAX_UPLOAD_BYTES } from '../uploads/uploads.service.ts';
import {
  memberVisits,
  partnerStats,
  partnerVisits,
  recordVisit,
} from '../visits/visits.service.ts';
import { listDirectory } from './directory.service.ts';
import { partnerLogin } from './partner-auth.service.ts';
import { registerPartner } from './registration.service.ts';
import type { RegistrationForm } from './registration.service.ts';
import { verifyMembership } from './verify.service.ts';

/** Every file at its limit plus generous room for the text fields. */
const REGISTRATION_BODY_LIMIT = (MAX_CLINIC_PHOTOS + 2) * MAX_UPLOAD_BYTES;

/**
 * Applications stored per address per hour. A clinic applies once; without a cap one script could
 * fill the disk with 35 MB applications nobody has to sign in to send.
 */
export const REGISTRATIONS_PER_HOUR = 10;
export const TOO_MANY_REGISTRATIONS =
  'Too many registrations from this network. Please try again later.';

async function readRegistrationForm(c: Context): Promise<RegistrationForm> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw AppError.badRequest(
      'The registration form could not be read. Please send it as multipart/form-data.',
    );
  }
  const fields: Record<string, string> = {};
  const filesOf = (value: string | File | (string | File)[] | undefined) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
      (v): v is File => v instanceof File,
    );
  for (const [key, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[key] = first;
  }
  return {
    fields,
    certificate: filesOf(body['certificateFile'])[0],
    clinicPhotos: [...filesOf(body['clinicPhotos']), ...filesOf(body['clinicPhotos[]'])],
  };
}

export function partnerRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  const registrations = new RateLimiter({
    limit: REGISTRATIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.now().getTime(),
  });
  return new Hono()
    .get('/', async (c) => c.json(await listDirectory(deps, parseQuery(c, partnersQuerySchema))))
    .get('/my-visits', auth.requireMember, async (c) => {
      const query = parseQuery(c, memberVisitsQuerySchema);
      return c.json(await memberVisits(deps, c.get('member').id, query));
    })
    .post(
      '/register',
      bodyLimit({
        maxSize: REGISTRATION_BODY_LIMIT,
        onError: () => {
          throw new AppError(
            413,
            'payload_too_large',
            'The registration is too large. Each file may be at most 5 MB.',
          );
        },
      }),
      async (c) => {
        // Stored applications count, and so does "this email is taken": otherwise the form would
        // tell a script, at any speed, which emails hold partner accounts. Anything else is given
        // back: a partner fixing a form the checks refused is not held back.
        const result = await registrations.attempt(
          clientAddress(c, deps.env),
          () => new AppError(429, 'rate_limited', TOO_MANY_REGISTRATIONS),
          async () => registerPartner(deps, await readRegistrationForm(c)),
          (error) => error instanceof AppError && error.status === 409,
        );
        return c.json(result, 201);
      },
    )
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
