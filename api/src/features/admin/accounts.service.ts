// Managing members and partners from the admin screen: search and paging on the server (these
// lists grow too long to send whole) and deletion with a defined fate for the visits involved.
import { normaliseMembershipId, normalisePhone, pageInfo, pageWindow } from '@mcs/shared';
import type { AdminListQuery, AdminPartnersPage, UsersPage } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { findPartnerById } from '../partners/partners.service.ts';
import { assertAdmin, toRowId } from '../../lib/admin-access.ts';
import { recordAdminAction } from './audit.service.ts';
import {
  deleteMemberAnonymisingVisits,
  deletePartnerKeepingVisits,
  findMemberIdentity,
  selectApprovedPartnersPage,
  selectMembersPage,
} from './accounts.repo.ts';
import { effectiveMemberStatus, familyOf } from '../members/members.service.ts';
import { removeUploads, storedFilesOfPartner } from '../uploads/uploads.service.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const MEMBER_NOT_FOUND = 'Member not found';
export const PARTNER_NOT_FOUND = 'Partner not found';

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
      status: effectiveMemberStatus(row, now),
      familyMembers: familyOf(row).length,
    })),
    pagination: { ...pageInfo(total, query.page, query.limit), totalUsers: total },
  };
}

export async function listActivePartners(
  deps: Deps,
  actor: Principal,
  query: AdminListQuery,
): Promise<AdminPartnersPage> {
  assertAdmin(actor);
  const { rows, total } = await selectApprovedPartnersPage(
    deps.db,
    query.search || undefined,
    pageWindow(query.page, query.limit),
  );
  return {
    partners: rows.map((row) => ({
      _id: String(row.id),
      name: row.name,
      type: row.type,
      email: row.email,
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
      address: row.address,
      district: row.district,
      state: row.state,
      membersServed: row.members_served,
      createdAt: row.created_at,
    })),
    pagination: { ...pageInfo(total, query.page, query.limit), totalPartners: total },
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
 * See deletePartnerKeepingVisits for the visits. The partner's uploaded certificate and photos
 * go with the account: personal documents are not kept for an account that no longer exists.
 */
export async function deletePartner(
  deps: Deps & Pick<AppDeps, 'files'>,
  actor: Principal,
  id: string,
): Promise<void> {
  assertAdmin(actor);
  const partner = await findPartnerById(deps.db, toRowId(id));
  if (!partner) throw AppError.notFound(PARTNER_NOT_FOUND);
  const files = await storedFilesOfPartner(deps.db, partner);
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (!(await deletePartnerKeepingVisits(trx, partner.id))) return false;
    await recordAdminAction(trx, actor, {
      action: 'partner.delete',
      target: { type: 'partner', id: partner.id, label: `${partner.name} <${partner.email}>` },
      at: deps.now().toISOString(),
    });
    return true;
  });
  if (!deleted) throw AppError.notFound(PARTNER_NOT_FOUND);
  await removeUploads(deps.files, files);
}
