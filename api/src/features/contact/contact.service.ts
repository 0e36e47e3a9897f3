// The contact form (public) and the admin's query desk (list, stats, mark resolved).
import type {
  ContactQueriesQuery,
  ContactQuery,
  ContactQueryStatus,
  ContactStats,
  ContactSubmitBody,
} from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin, toRowId } from '../../lib/admin-access.ts';
import { indiaDayStart } from '../../lib/india-time.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import {
  countContactQueries,
  insertContactQuery,
  rowToContactQuery,
  selectContactQueries,
  updateContactQueryStatus,
} from './contact.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const MESSAGE_SENT = 'Message sent';
export const QUERY_NOT_FOUND = 'Query not found';

export async function submitContactQuery(
  deps: Deps,
  body: ContactSubmitBody,
): Promise<{ message: string; id: string }> {
  const at = deps.now().toISOString();
  const row = await insertContactQuery(deps.db, {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    subject: body.subject,
    message: body.message,
    user_type: body.userType,
    status: 'pending',
    created_at: at,
    updated_at: at,
  });
  return { message: MESSAGE_SENT, id: String(row.id) };
}

export async function listContactQueries(
  deps: Deps,
  actor: Principal,
  query: ContactQueriesQuery,
): Promise<ContactQuery[]> {
  assertAdmin(actor);
  const rows = await selectContactQueries(deps.db, query);
  return rows.map(rowToContactQuery);
}

/** resolvedToday: queries whose last change, since midnight India time, was to resolved. */
export async function contactStats(deps: Deps, actor: Principal): Promise<ContactStats> {
  assertAdmin(actor);
  const today = indiaDayStart(deps.now()).toISOString();
  const [totalQueries, pendingQueries, resolvedToday] = await Promise.all([
    countContactQueries(deps.db),
    countContactQueries(deps.db, { status: 'pending' }),
    countContactQueries(deps.db, { status: 'resolved', updatedSince: today }),
  ]);
  return { totalQueries, pendingQueries, resolvedToday };
}

export async function setContactQueryStatus(
  deps: Deps,
  actor: Principal,
  id: string,
  status: ContactQueryStatus,
): Promise<ContactQuery> {
  assertAdmin(actor);
  const at = deps.now().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateContactQueryStatus(trx, toRowId(id), status, at);
    if (updated) {
      await recordAdminAction(trx, actor, {
        action: 'query.status',
        target: {
          type: 'query',
          id: updated.id,
          label: `${updated.subject} from ${updated.name} <${updated.email}>`,
        },
        at,
        detail: `Marked ${status}`,
      });
    }
    return updated;
  });
  if (!row) throw AppError.notFound(QUERY_NOT_FOUND);
  return rowToContactQuery(row);
}
