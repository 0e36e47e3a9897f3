// /api/auth: "Forgot password?" and setting a password from an e-mailed link, for members and
// partners alike (the link knows whose account it is).
import { createRoute } from '@hono/zod-openapi';
import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './auth.examples.ts';
import { clientAddress } from '../../lib/rate-limit.ts';
import { routeAccess } from './guards.service.ts';
import { requestPasswordReset, resetPassword } from './password-links.service.ts';

const tags = ['auth'];

export function passwordLinkRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const ip = (c: Parameters<typeof clientAddress>[0]) =>
    clientAddress(c, { trustProxy: deps.env.trustProxy });
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'post',
        path: '/forgot-password',
        tags,
        summary:
          'E-mails a link to set a new password to every account using the address; the same answer whether or not one does',
        ...access('public'),
        request: {
          body: jsonBody(forgotPasswordBodySchema, {
            required: true,
            example: ex.forgotPasswordBody,
          }),
        },
        responses: {
          200: jsonAnswer(forgotPasswordResponseSchema, { example: ex.forgotPasswordAnswer }),
          ...refusals(429),
        },
      }),
      async (c) => c.json(await requestPasswordReset(deps, c.req.valid('json'), ip(c)), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/reset-password',
        tags,
        summary:
          "Sets a new password from an e-mailed link's token (once, before it expires); every session of the account ends",
        ...access('public'),
        request: {
          body: jsonBody(resetPasswordBodySchema, {
            required: true,
            example: ex.resetPasswordBody,
          }),
        },
        responses: {
          200: jsonAnswer(resetPasswordResponseSchema, { example: ex.resetPasswordAnswer }),
          ...refusals(429),
        },
      }),
      async (c) => c.json(await resetPassword(deps, c.req.valid('json'), ip(c)), 200),
    );
}
