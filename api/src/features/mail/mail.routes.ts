// The admin console's list of e-mail: what the server sent or is waiting to send. Admins only.
import { createRoute } from '@hono/zod-openapi';
import { mailListQuerySchema, mailListResponseSchema } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, openApiRoutes } from '../../lib/openapi.ts';
import * as ex from './mail.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { listMail } from './mail.service.ts';

/** Mounted at /api/admin. */
export function mailAdminRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes().openapi(
    createRoute({
      ...access('admin'),
      tags: ['admin'],
      method: 'get',
      path: '/mail',
      summary: 'E-mail sent or waiting to be sent, newest first',
      request: { query: mailListQuerySchema },
      responses: { 200: jsonAnswer(mailListResponseSchema, { example: ex.mailListAnswer }) },
    }),
    async (c) => c.json(await listMail(deps, c.get('admin'), c.req.valid('query')), 200),
  );
}
