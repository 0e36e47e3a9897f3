// /api/partners: the public directory, registration, sign-in and the desk's verify call. The
// visits (the member's history, the partner's figures and list, recording) are the visits
// feature's; the admin's calls on partners under this path are in partner-admin.routes.ts.
import { createRoute } from '@hono/zod-openapi';
import {
  loginResponseSchema,
  partnerLoginBodySchema,
  partnerRegisterResponseSchema,
  partnerRegistrationFieldsSchema,
  REGISTRATION_RULES,
  partnersQuerySchema,
  partnersResponseSchema,
  verifiedMemberSchema,
  verifyMembershipBodySchema,
} from '@mcs/shared';
import type { RegistrationRule, RegistrationRuleId } from '@mcs/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { routeAccess } from '../auth/guards.service.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { EncodedBodies } from '../../lib/encoded-bodies.ts';
import { finishedJson } from '../../lib/finished-json.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './partners.examples.ts';
import type { DocumentSchema } from '../../lib/openapi.ts';
import { signInFromBrowser } from '../../lib/known-device.ts';
import { RateLimiter, clientAddress } from '../../lib/rate-limit.ts';
import { directoryAnswer } from './directory.service.ts';
import { directoryVersionOf } from './directory-version.ts';
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

const binary = (description: string) => ({
  type: 'string' as const,
  format: 'binary',
  description,
});

/**
 * The form fields each registration rule reads, so the document can say what is required and in
 * which order the rules are checked (the first one broken is the 400's message). Keyed by rule id:
 * a rule added to the shared list does not compile here until it is placed.
 */
const RULE_FIELDS: Record<RegistrationRuleId, { fields: string[]; clinicOnly?: true }> = {
  partnerType: { fields: ['role'] },
  responsibleName: { fields: ['responsibleName'] },
  responsibleAge: { fields: ['responsibleAge'] },
  responsibleSex: { fields: ['responsibleSex'] },
  responsibleDOB: { fields: ['responsibleDOB'] },
  contactPhone: { fields: ['contactPhone'] },
  contactEmail: { fields: ['contactEmail'] },
  email: { fields: ['email'] },
  password: { fields: ['password'] },
  address: { fields: ['address'] },
  state: { fields: ['state'] },
  district: { fields: ['district'] },
  pincode: { fields: ['pincode'] },
  timings: { fields: ['timeFrom', 'timeTo'] },
  days: { fields: ['dayFrom', 'dayTo'] },
  councilName: { fields: ['councilName'] },
  councilNumber: { fields: ['councilNumber'] },
  specialization: { fields: ['specialization'], clinicOnly: true },
  certificate: { fields: ['certificateFile'] },
  clinicPhotos: { fields: ['clinicPhotos'], clinicOnly: true },
  discountAmount: { fields: ['discountAmount'] },
  discountItems: { fields: ['discountItems'] },
  terms: { fields: ['termsAccepted'] },
  standardDiscount: { fields: ['standardDiscount'] },
};

const fieldsOf = (rules: readonly RegistrationRule[]) =>
  rules.flatMap((rule) => RULE_FIELDS[rule.id].fields);

const REGISTRATION_FORM_NOTE = [
  `Checked in this order; the first field that is missing or wrong is answered 400 with its message: ${fieldsOf(REGISTRATION_RULES).join(', ')}.`,
  `A doctor or dentist (\`role\`) also needs \`specialization\` (with \`customSpecialization\` when it is \`Other\`) and at least one clinic photo.`,
  `\`discountItems\` is a JSON array of service names as text; \`termsAccepted\` is \`true\`; \`timings\`, \`website\`, \`clinicName\` and \`centerName\` are optional.`,
].join(' ');

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
    description: REGISTRATION_FORM_NOTE,
    required: fieldsOf(REGISTRATION_RULES.filter((rule) => !RULE_FIELDS[rule.id].clinicOnly)),
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
/**
 * About 600 compressed pages of 12 partners: the page found again is mostly the one of the letter
 * typed just before (in the bench's typed searches, 54% of compressed pages were sent again with 64
 * kept, 62% with 1,024).
 */
const SAME_PAGES_BYTES = 1024 * 1024;

export function partnerRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const registrations = new RateLimiter({
    name: 'registrations',
    limit: REGISTRATIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.now().getTime(),
  });
  const readRegistration = createRegistrationReader(deps);
  // Compressed directory pages, by the page and partners they show (see encoded-bodies.ts).
  const samePages = new EncodedBodies(SAME_PAGES_BYTES);
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags,
        summary: 'Search approved partners',
        ...access('public'),
        request: { query: partnersQuerySchema },
        responses: { 200: jsonAnswer(partnersResponseSchema, { example: ex.directoryAnswer }) },
      }),
      async (c) => {
        const page = await directoryAnswer(
          deps,
          c.req.valid('query'),
          await directoryVersionOf(deps, c),
        );
        return finishedJson(
          c,
          page.json,
          page.sameAs === undefined ? undefined : { bodies: samePages, key: page.sameAs },
        );
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/register',
        tags,
        summary: 'Apply as a partner (multipart form)',
        ...access('public'),
        request: {
          body: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: registrationFormSchema,
                example: ex.registrationForm,
              },
            },
          },
        },
        responses: {
          201: jsonAnswer(partnerRegisterResponseSchema, { example: ex.registeredAnswer }),
          ...refusals(409, 429),
        },
      }),
      async (c) => {
        // Stored applications count, and so does "this email is taken": otherwise the form would
        // tell a script, at any speed, which emails hold partner accounts. Anything else is given
        // back: a partner fixing a form the checks refused is not held back.
        const result = await registrations.attempt(
          deps.db,
          clientAddress(c, deps.env),
          (retry) => AppError.tooMany(TOO_MANY_REGISTRATIONS, retry),
          async () => registerPartner(deps, await readRegistration(c)),
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
        responses: {
          200: jsonAnswer(loginResponseSchema, { example: ex.loginAnswer }),
          ...refusals(403, 429),
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(
          await signInFromBrowser(c, deps, 'partner', (caller) => partnerLogin(deps, body, caller)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/verify',
        tags: ['desk'],
        summary: 'Verify a membership ID (live status, discount, family)',
        ...access('partner-or-admin', { apiKey: true }),
        request: {
          body: jsonBody(verifyMembershipBodySchema, { required: true, example: ex.verifyBody }),
        },
        responses: {
          200: jsonAnswer(verifiedMemberSchema, { example: ex.verifiedAnswer }),
          ...refusals(404, 429),
        },
      }),
      async (c) =>
        c.json(await verifyMembership(deps, c.req.valid('json').membershipId, c.get('staff')), 200),
    );
}
