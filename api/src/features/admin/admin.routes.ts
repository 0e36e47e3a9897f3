// Admin calls. The spec puts them under api/partners (applications, stats, lists, deletes);
// what the spec lacks (member enrolment, admin invite codes) lives under api/admin. Every route needs an admin token.
import { Hono } from 'hono';
import {
  adminListQuerySchema,
  applicationsQuerySchema,
  enrolMemberBodySchema,
  exportParamsSchema,
  exportQuerySchema,
  idParamSchema,
  issueAdminInviteBodySchema,
  rejectApplicationBodySchema,
} from '@mcs/shared';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseJson, parseOptionalJson, parseParams, parseQuery } from '../../lib/validate.ts';
import { deleteMember, deletePartner, listActivePartners, listUsers } from './accounts.service.ts';
import {
  APPLICATION_APPROVED,
  APPLICATION_REJECTED,
  approveApplication,
  listApplications,
  rejectApplication,
} from './applications.service.ts';
import { adminStats, recentMembers, recentPartners } from './dashboard.service.ts';
import { enrolMember } from './enrolment.service.ts';
import { exportCsv } from './export.service.ts';
import { adminInsights } from './insights.service.ts';
import { issueAdminInvite } from './invites.service.ts';

/** Mounted at /api/partners. */
export function adminRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  return new Hono()
    .get('/applications', auth.requireAdmin, async (c) => {
      const query = parseQuery(c, applicationsQuerySchema);
      return c.json(await listApplications(deps, c.get('admin'), query));
    })
    .post('/applications/:id/approve', auth.requireAdmin, async (c) => {
      const { id } = parseParams(c, idParamSchema);
      const application = await approveApplication(deps, c.get('admin'), id);
      return c.json({ message: APPLICATION_APPROVED, application });
    })
    .post('/applications/:id/reject', auth.requireAdmin, async (c) => {
      const { id } = parseParams(c, idParamSchema);
      const { reason } = await parseOptionalJson(c, rejectApplicationBodySchema);
      const application = await rejectApplication(deps, c.get('admin'), id, reason);
      return c.json({ message: APPLICATION_REJECTED, application });
    })
    .get('/stats', auth.requireAdmin, async (c) => c.json(await adminStats(deps, c.get('admin'))))
    .get('/recent-members', auth.requireAdmin, async (c) =>
      c.json(await recentMembers(deps, c.get('admin'))),
    )
    .get('/recent-partners', auth.requireAdmin, async (c) =>
      c.json(await recentPartners(deps, c.get('admin'))),
    )
    .get('/all-users', auth.requireAdmin, async (c) => {
      const query = parseQuery(c, adminListQuerySchema);
      return c.json(await listUsers(deps, c.get('admin'), query));
    })
    .get('/all-partners', auth.requireAdmin, async (c) => {
      const query = parseQuery(c, adminListQuerySchema);
      return c.json(await listActivePartners(deps, c.get('admin'), query));
    })
    .delete('/partners/:id', auth.requireAdmin, async (c) => {
      const { id } = parseParams(c, idParamSchema);
      await deletePartner(deps, c.get('admin'), id);
      return c.json({ message: 'Partner deleted' });
    })
    .delete('/users/:id', auth.requireAdmin, async (c) => {
      const { id } = parseParams(c, idParamSchema);
      await deleteMember(deps, c.get('admin'), id);
      return c.json({ message: 'User deleted' });
    });
}

/** Mounted at /api/admin: admin work the spec does not cover. */
export function adminExtraRoutes(deps: AppDeps) {
  const auth = createAuthGuards(deps);
  return new Hono()
    .post('/members', auth.requireAdmin, async (c) => {
      const body = await parseJson(c, enrolMemberBodySchema);
      return c.json(await enrolMember(deps, c.get('admin'), body), 201);
    })
    .post('/invites', auth.requireAdmin, async (c) => {
      const body = await parseOptionalJson(c, issueAdminInviteBodySchema);
      return c.json(await issueAdminInvite(deps, c.get('admin'), body), 201);
    })
    .get('/insights', auth.requireAdmin, async (c) =>
      c.json(await adminInsights(deps, c.get('admin'))),
    )
    .get('/export/:kind', auth.requireAdmin, async (c) => {
      const { kind } = parseParams(c, exportParamsSchema);
      const { search } = parseQuery(c, exportQuerySchema);
      const file = await exportCsv(deps, c.get('admin'), kind, search);
      return c.body(file.csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      });
    });
}
