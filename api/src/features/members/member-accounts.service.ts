// Managing members from the admin screen: server-side search and paging of the member list and
// deletion with a defined fate for the member's visits.
import { normaliseMembershipId, normalisePhone, pageInfo, pageWindow } from '@mcs/shared';
import type { AdminListQuery, UsersPage } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin, toRowId } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import {
  deleteMemberAnonymisingVisits,
  findMemberIdentity,
  selectMembersPage,
} from './member-accounts.repo.ts';
import { familyOf, memberStatusOn } from './member-mapper.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const MEMBER_NOT_FOUND = 'Member not found';

export async function listUsers(
  deps: Deps,
  actor: Principal,
  query: AdminListQuery,
): Promise<UsersPage> {
  assertAdmin(actor);
  const now = deps.now();
  const text = query.search ?? '';
  const search = {
    text: text || undefined,
    membershipId: normaliseMembershipId(text),
    phone: normalisePhone(text),
  };
  const { rows, total } = await selectMembersPage(
    deps.db,
    search,
    pageWindow(query.page, query.limit),
  );
  return {
    users: rows.map((row) => ({
      _id: String(row.id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      membershipId: row.membership_id,
      plan: row.plan,
      createdAt: row.created_at,
      validUntil: row.valid_until,
      status: memberStatusOn(row.status, row.valid_until, now),
      familyMembers: familyOf(row).length,
    })),
    pagination: { ...pageInfo(total, query.page, query.limit), totalUsers: total },
  };
}

/** See deleteMemberAnonymisingVisits for what happens to the member's visits and payments. */
export async function deleteMember(deps: Deps, actor: Principal, id: string): Promise<void> {
  assertAdmin(actor);
  const rowId = toRowId(id);
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const member = await findMemberIdentity(trx, rowId);
    if (!member || !(await deleteMemberAnonymisingVisits(trx, rowId))) return false;
    await recordAdminAction(trx, actor, {
      action: 'member.delete',
      target: {
        type: 'member',
        id: rowId,
        label: `${member.name} <${member.email}> ${member.membership_id}`,
      },
      at: deps.now().toISOString(),
    });
    return true;
  });
  if (!deleted) throw AppError.notFound(MEMBER_NOT_FOUND);
}
