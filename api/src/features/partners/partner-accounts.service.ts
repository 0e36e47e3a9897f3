// Managing approved partners from the admin screen: server-side search and paging of the partner
// list and deletion, which keeps the partner's visits in members' histories.
import { pageInfo, pageWindow } from '@mcs/shared';
import type { AdminListQuery, AdminPartnersPage } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin, toRowId } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { removeUploads, storedFilesOfPartner } from '../uploads/uploads.service.ts';
import { deletePartnerKeepingVisits, selectApprovedPartnersPage } from './partner-accounts.repo.ts';
import { fileNamesOf } from './partner-mapper.ts';
import { findPartnerById } from './partners.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const PARTNER_NOT_FOUND = 'Partner not found';

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
  const files = await storedFilesOfPartner(deps.db, partner.id, fileNamesOf(partner));
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
