// /api/partners: the public directory, registration, sign-in and the desk's verify call. The
// visits (the member's history, the partner's figures and list, recording) are the visits
// feature's; admin calls under this path are mounted by the admin feature.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  loginResponseSchema,
  partnerLoginBodySchema,
  partnerRegisterResponseSchema,
  partnerRegistrationFieldsSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  verifiedMemberSchema,
  verifyMembershipBodySchema,
} from '@mcs/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { access, guarded, jsonAnswer, jsonBody, openApiRoutes } from '../../lib/openapi.ts';
import type { DocumentSchema } from '../../lib/openapi.ts';
import { RateLimiter, clientAddress } from '../../lib/rate-limit.ts';
import { MAX_CLINIC_PHOTOS, MAX_UPLOAD_BYTES } from '../uploads/uploads.service.ts';
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

const binary = (description: string) => ({
  type: 'string' as const,
  format: 'binary',
  description,
});

/**
 * The registration form for the document: its text fields from the shared schema plus the files.
 * A JSON Schema rather than a zod one, so zod-openapi adds no form validator of its own: the
 * handler reads the form itself and `registerPartner` checks it.
 */
const registrationFormSchema = ((): DocumentSchema => {
  const { $schema: _dialect, ...fields } = z.toJSONSchema(partnerRegistrationFieldsSchema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return {
    type: 'object',
    required: fields.required ?? [],
    properties: {
      ...(fields.properties as DocumentSchema['properties']),
      certificateFile: binary('Council or registration certificate: image or PDF, at most 5 MB'),
      clinicPhotos: {
        type: 'array',
        items: binary('A clinic photo'),
        description: 'Clinic photos (doctor/dentist): images, at most 6, 5 MB each',
      },
    },
  };
})();

const tags = ['directory'];

export function partnerRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  const registrations = new RateLimiter({
    limit: REGISTRATIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.now().getTime(),
  });
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags,
        summary: 'Search approved partners',
        ...access('public'),
        request: { query: partnersQuerySchema },
        responses: { 200: jsonAnswer(partnersResponseSchema) },
      }),
      async (c) => c.json(await listDirectory(deps, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/register',
        tags,
        summary: 'Apply as a partner (multipart form)',
        ...access('public'),
        middleware: [
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
        ],
        request: {
          body: {
            required: true,
            content: { 'multipart/form-data': { schema: registrationFormSchema } },
          },
        },
        responses: { 201: jsonAnswer(partnerRegisterResponseSchema) },
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
    .openapi(
      createRoute({
        method: 'post',
        path: '/login',
        tags: ['desk'],
        summary: 'Partner sign-in (approved partners only)',
        ...access('public'),
        request: { body: jsonBody(partnerLoginBodySchema, { required: true }) },
        responses: { 200: jsonAnswer(loginResponseSchema) },
      }),
      async (c) =>
        c.json(await partnerLogin(deps, c.req.valid('json'), clientAddress(c, deps.env)), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/verify',
        tags: ['desk'],
        summary: 'Verify a membership ID (live status, discount, family)',
        ...access('partner-or-admin'),
        middleware: guarded(auth.requirePartnerOrAdmin),
        request: { body: jsonBody(verifyMembershipBodySchema, { required: true }) },
        responses: { 200: jsonAnswer(verifiedMemberSchema) },
      }),
      async (c) => c.json(await verifyMembership(deps, c.req.valid('json').membershipId), 200),
    );
}
