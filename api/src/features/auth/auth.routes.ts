// /api/auth: member sign-in and profile, admin sign-in and invite-only registration.
import { Hono } from 'hono';
import { adminLoginBodySchema, adminRegisterBodySchema, memberLoginBodySchema } from '@mcs/shared';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { clientAddress } from '../../lib/rate-limit.ts';
import { parseJson } from '../../lib/validate.ts';
import { adminLogin, adminRegister, currentMember, memberLogin } from './auth.service.ts';

export function authRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  return new Hono()
    .post('/login', async (c) => {
      const body = await parseJson(c, memberLoginBodySchema);
      return c.json(await memberLogin(deps, body, clientAddress(c, deps.env)));
    })
    .get('/me', auth.requireMember, async (c) =>
      c.json(await currentMember(deps, c.get('member').id)),
    )
    .post('/admin/login', async (c) => {
      const body = await parseJson(c, adminLoginBodySchema);
      return c.json(await adminLogin(deps, body, clientAddress(c, deps.env)));
    })
    .post('/admin/register', async (c) => {
      const body = await parseJson(c, adminRegisterBodySchema);
      return c.json(await adminRegister(deps, body, clientAddress(c, deps.env)), 201);
    });
}
