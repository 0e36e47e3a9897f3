// CSV exports of the admin lists: members, approved partners and visits, with the
// search the admin has typed applied the same way the on-screen list applies it.
import type { ExportKind } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { toCsv } from '../../lib/csv.ts';
import type { CsvFile } from '../../lib/csv.ts';
import { indiaIsoDate } from '../../lib/india-time.ts';
import { listUsers } from '../members/member-accounts.service.ts';
import { listActivePartners } from '../partners/partner-accounts.service.ts';
import { selectVisitsForExport } from './insights.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** A file is for a spreadsheet, not a backup: far above any list the two admins page through. */
export const EXPORT_MAX_ROWS = 10_000;

async function memberRows(deps: Deps, actor: Principal, search: string | undefined) {
  const { users } = await listUsers(deps, actor, { page: 1, limit: EXPORT_MAX_ROWS, search });
  return toCsv(
    [
      'membershipId',
      'name',
      'email',
      'phone',
      'plan',
      'status',
      'familyMembers',
      'enrolled',
      'validUntil',
    ],
    users.map((u) => ({
      membershipId: u.membershipId,
      name: u.name,
      email: u.email,
      phone: u.phone,
      plan: u.plan,
      status: u.status,
      familyMembers: u.familyMembers,
      enrolled: u.createdAt,
      validUntil: u.validUntil,
    })),
  );
}

async function partnerRows(deps: Deps, actor: Principal, search: string | undefined) {
  const { partners } = await listActivePartners(deps, actor, {
    page: 1,
    limit: EXPORT_MAX_ROWS,
    search,
  });
  return toCsv(
    [
      'name',
      'type',
      'email',
      'contactEmail',
      'contactPhone',
      'address',
      'district',
      'state',
      'membersServed',
      'joined',
    ],
    partners.map((p) => ({
      name: p.name,
      type: p.type,
      email: p.email,
      contactEmail: p.contactEmail,
      contactPhone: p.contactPhone,
      address: p.address,
      district: p.district,
      state: p.state,
      membersServed: p.membersServed,
      joined: p.createdAt,
    })),
  );
}

async function visitRows(deps: Deps, search: string | undefined) {
  const visits = await selectVisitsForExport(deps.db, search, EXPORT_MAX_ROWS);
  return toCsv(
    [
      'visitedAt',
      'membershipId',
      'memberName',
      'partnerName',
      'doctorName',
      'service',
      'discountApplied',
      'billAmount',
      'savedAmount',
      'flagged',
    ],
    visits.map((v) => ({
      visitedAt: v.visited_at,
      membershipId: v.membership_id,
      memberName: v.member_name,
      partnerName: v.partner_name,
      doctorName: v.doctor_name,
      service: v.service,
      discountApplied: v.discount_applied,
      billAmount: v.bill_amount,
      savedAmount: v.saved_amount,
      flagged: v.flagged ? 'yes' : 'no',
    })),
  );
}

export async function exportCsv(
  deps: Deps,
  actor: Principal,
  kind: ExportKind,
  search: string | undefined,
): Promise<CsvFile> {
  assertAdmin(actor);
  const text = search || undefined;
  const csv =
    kind === 'members'
      ? await memberRows(deps, actor, text)
      : kind === 'partners'
        ? await partnerRows(deps, actor, text)
        : await visitRows(deps, text);
  // Personal data leaving the system is on the record: who took which list, with which search
  // (after a refusal above the cap, which sends nothing).
  await recordAdminAction(deps.db, actor, {
    action: 'export.download',
    target: { type: 'export', id: kind, label: `${kind} CSV` },
    at: deps.now().toISOString(),
    detail: text ? `Search "${text}"` : null,
  });
  return { filename: `mcs-${kind}-${indiaIsoDate(deps.now())}.csv`, csv };
}
