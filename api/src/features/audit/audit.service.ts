// The audit log of admin actions: each admin service records its action here with the same
// transaction (`db` is that transaction), so an action and its entry commit or roll back together.
// A feature of its own, below those that record (partners, members, cards, admin's invites), so
// none of them depends on the admin console; the console reads it (admin.routes.ts).
import { auditActionSchema, auditTargetTypeSchema, pageInfo, pageWindow } from '@mcs/shared';
import type { AuditAction, AuditLogQuery, AuditLogResponse, AuditTargetType } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { AuditLogRow, DB } from '../../db/schema.ts';
import type { AdminPrincipal, PartnerPrincipal, Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { insertAuditEntry, selectAuditPage } from './audit.repo.ts';

export interface AuditTarget {
  type: AuditTargetType;
  id: string | number;
  /** What a person reads: a name, an email, a membership ID. */
  label: string;
}

/** Call inside the action's transaction, after the action succeeded. */
export async function recordAdminAction(
  db: Kysely<DB>,
  actor: AdminPrincipal,
  entry: { action: AuditAction; target: AuditTarget; at: string; detail?: string | null },
): Promise<void> {
  await insertAuditEntry(db, {
    admin_id: actor.id,
    admin_email: actor.email,
    action: entry.action,
    target_type: entry.target.type,
    target_id: String(entry.target.id),
    target_label: entry.target.label,
    detail: entry.detail ?? null,
    created_at: entry.at,
  });
}

/**
 * A partner's action on its own API keys and visits, in the same log (actor_role 'partner'): call
 * inside the action's transaction, after it succeeded.
 */
export async function recordPartnerAction(
  db: Kysely<DB>,
  actor: Pick<PartnerPrincipal, 'id' | 'email'>,
  entry: { action: AuditAction; target: AuditTarget; at: string; detail?: string | null },
): Promise<void> {
  await insertAuditEntry(db, {
    admin_id: actor.id,
    admin_email: actor.email,
    actor_role: 'partner',
    action: entry.action,
    target_type: entry.target.type,
    target_id: String(entry.target.id),
    target_label: entry.target.label,
    detail: entry.detail ?? null,
    created_at: entry.at,
  });
}

function rowToEntry(row: AuditLogRow): AuditLogResponse['entries'][number] {
  return {
    id: String(row.id),
    at: row.created_at,
    admin: { id: String(row.admin_id), email: row.admin_email },
    actorRole: row.actor_role === 'partner' ? 'partner' : 'admin',
    action: auditActionSchema.parse(row.action),
    target: {
      type: auditTargetTypeSchema.parse(row.target_type),
      id: row.target_id,
      label: row.target_label,
    },
    detail: row.detail,
  };
}

/** For the admin console: newest first, paged like every admin list. */
export async function listAuditLog(
  deps: Pick<AppDeps, 'db'>,
  actor: Principal,
  query: AuditLogQuery,
): Promise<AuditLogResponse> {
  assertAdmin(actor);
  const { rows, total } = await selectAuditPage(deps.db, pageWindow(query.page, query.limit));
  return {
    entries: rows.map(rowToEntry),
    pagination: { ...pageInfo(total, query.page, query.limit), totalEntries: total },
  };
}
