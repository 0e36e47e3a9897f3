// /api/auth: member sign-in and profile, the member's or partner's password change, admin sign-in
// and invite-only registration.
import { createRoute } from '@hono/zod-openapi';
import {
  adminLoginBodySchema,
  adminRegisterBodySchema,
  changePasswordBodySchema,
  currentMemberSchema,
  loginResponseSchema,
  memberLoginBodySchema,
  memberLoginResponseSchema,
  messageResponseSchema,
} from '@mcs/shared';
import { routeAccess } from './guards.service.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './auth.examples.ts';
import { signInFromBrowser } from '../../lib/known-device.ts';
import { clientAddress } from '../../lib/rate-limit.ts';
import {
  adminLogin,
  adminRegister,
  changePassword,
  currentMember,
  logout,
  memberLogin,
} from './auth.service.ts';

const tags = ['auth'];

export function authRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'post',
        path: '/login',
        tags,
        summary: 'Member sign-in with email or phone',
        ...access('public'),
        request: { body: jsonBody(memberLoginBodySchema, { required: true }) },
        responses: {
          200: jsonAnswer(memberLoginResponseSchema, { example: ex.memberLoginAnswer }),
          ...refusals(429),
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(
          await signInFromBrowser(c, deps, 'member', (caller) => memberLogin(deps, body, caller)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me',
        tags,
        summary: 'The signed-in member',
        ...access('member'),
        responses: { 200: jsonAnswer(currentMemberSchema, { example: ex.currentMemberAnswer }) },
      }),
      async (c) => c.json(await currentMember(deps, c.get('member').id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/change-password',
        tags,
        summary: "Change the signed-in account's password (a member or a partner)",
        description:
          "The current password is checked like a sign-in (a wrong one is 401 `wrong_password`, and too many are 429). Every session of the account ends, on every device; the answer carries a new token for this one, of the same role. A 409 means the password was changed meanwhile from another session. A partner's API key is refused (403): only a person signed in may change the password.",
        ...access('member-or-partner'),
        request: {
          body: jsonBody(changePasswordBodySchema, {
            required: true,
            example: ex.changePasswordBody,
          }),
        },
        responses: {
          200: jsonAnswer(loginResponseSchema, { example: ex.passwordChangedAnswer }),
          ...refusals(409, 429),
        },
      }),
      async (c) =>
        c.json(
          await changePassword(
            deps,
            c.get('account'),
            c.req.valid('json'),
            clientAddress(c, deps.env),
          ),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/logout',
        tags,
        summary: "Sign out: ends every session of the caller's account, on every device",
        ...access('signed-in'),
        responses: { 200: jsonAnswer(messageResponseSchema, { example: ex.logoutAnswer }) },
      }),
      async (c) => c.json(await logout(deps, c.get('principal')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/admin/login',
        tags,
        summary: 'Admin sign-in',
        ...access('public'),
        request: { body: jsonBody(adminLoginBodySchema, { required: true }) },
        responses: {
          200: jsonAnswer(loginResponseSchema, { example: ex.loginAnswer }),
          ...refusals(429),
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(
          await signInFromBrowser(c, deps, 'admin', (caller) => adminLogin(deps, body, caller)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/admin/register',
        tags,
        summary: 'Admin registration (needs an invite code)',
        ...access('public'),
        request: {
          body: jsonBody(adminRegisterBodySchema, {
            required: true,
            example: ex.adminRegisterBody,
          }),
        },
        responses: {
          201: jsonAnswer(loginResponseSchema, { example: ex.adminRegisteredAnswer }),
          ...refusals(403, 409, 429),
        },
      }),
      async (c) =>
        c.json(await adminRegister(deps, c.req.valid('json'), clientAddress(c, deps.env)), 201),
    );
}
