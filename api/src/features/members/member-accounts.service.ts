// Managing members from the admin screen: server-side search and paging of the member list (with
// each member's card state beside the membership status), ending a membership, and deletion with
// a defined fate for the member's visits.
import { normaliseMembershipId, normalisePhone, pageInfo, pageWindow } from '@mcs/shared';
import type {
  AdminListQuery,
  EndMembershipBody,
  EndMembershipResponse,
  UsersPage,
} from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin, toRowId } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { cardStatesOf, revokeCardsOfEndedMembership } from '../cards/cards.service.ts';
import {
  cancelMembership,
  deleteMemberAnonymisingVisits,
  findMemberIdentity,
  selectMembersPage,
} from './member-accounts.repo.ts';
import { familyOf, memberStatusOn } from './member-mapper.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const MEMBER_NOT_FOUND = 'Member not found';
export const MEMBERSHIP_ALREADY_ENDED =
  'This membership has already ended. Partner desks refuse its card and no new card is issued.';
export const MEMBERSHIP_ENDED =
  'Membership ended. Partner desks refuse its card once their devices sync, and no new card is issued.';
/** The revocation list's reason for cards cancelled with their membership. */
export const MEMBERSHIP_ENDED_REASON = 'membership_ended';

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
  const cardStates = await cardStatesOf(
    deps.db,
    rows.map((row) => row.id),
    now,
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
      cardState: cardStates.get(row.id) ?? 'none',
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

/**
 * The step after a revocation when the member is not to get a new card: the membership is
 * cancelled (desks refuse it; the app issues no card), its live cards revoked and the member's
 * sessions ended, all with the audit entry in one transaction.
 */
export async function endMembership(
  deps: Deps,
  actor: Principal,
  id: string,
  body: EndMembershipBody,
): Promise<EndMembershipResponse> {
  assertAdmin(actor);
  const rowId = toRowId(id);
  const at = deps.now().toISOString();
  const ended = await deps.db.transaction().execute(async (trx) => {
    const member = await findMemberIdentity(trx, rowId);
    if (!member) throw AppError.notFound(MEMBER_NOT_FOUND);
    // Revoked first, with the admin's reason and time: the database's own cancellation trigger
    // would otherwise revoke them under its generic reason as the status changes.
    const revoked = await revokeCardsOfEndedMembership(
      trx,
      rowId,
      body.reason ?? MEMBERSHIP_ENDED_REASON,
      at,
    );
    // Already ended (or ended by another admin meanwhile): the throw rolls the revocation back.
    if (!(await cancelMembership(trx, rowId, at)))
      throw AppError.conflict(MEMBERSHIP_ALREADY_ENDED);
    await recordAdminAction(trx, actor, {
      action: 'member.end',
      target: {
        type: 'member',
        id: rowId,
        label: `${member.name} <${member.email}> ${member.membership_id}`,
      },
      at,
      detail: body.reason ?? null,
    });
    return { membershipId: member.membership_id, revoked };
  });
  return {
    message: MEMBERSHIP_ENDED,
    membershipId: ended.membershipId,
    status: 'Cancelled',
    revoked: ended.revoked,
  };
}
