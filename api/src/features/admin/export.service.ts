// CSV exports of the admin lists: members, approved partners and visits, with the
// search the admin has typed applied the same way the on-screen list applies it. Every file holds
// every row the search finds: visits (the long list) are streamed a page at a time; members and
// partners are read at once and refused with a 400 above EXPORT_MAX_ROWS, never cut short.
import type { ExportKind } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvLines, toCsv } from '../../lib/csv.ts';
import type { CsvStream } from '../../lib/csv.ts';
import { indiaIsoDate } from '../../lib/india-time.ts';
import { listUsers } from '../members/member-accounts.service.ts';
import { listActivePartners } from '../partners/partner-accounts.service.ts';
import { letOthersRun } from '../../lib/let-others-run.ts';
import { selectVisitExportPage } from './insights.repo.ts';
import type { VisitExportKey } from './insights.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/**
 * Members and partners are read in one query: far above any list the two admins page through.
 * A search finding more is refused before anything is sent, never answered with part of it.
 */
export const EXPORT_MAX_ROWS = 10_000;

export const EXPORT_TOO_MANY_ROWS = `This export would have more than ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows. Narrow the search and export again.`;

/**
 * Visits read per page of the streamed export: on SQLite a page is read and written as CSV in one
 * stretch of the event loop, and other requests run between two pages; 250 rows keep that stretch
 * to a few milliseconds.
 */
export const VISIT_EXPORT_PAGE_ROWS = 250;

function refuseAboveCap(total: number): void {
  if (total > EXPORT_MAX_ROWS) throw AppError.badRequest(EXPORT_TOO_MANY_ROWS);
}

async function memberRows(deps: Deps, actor: Principal, search: string | undefined) {
  const { users, pagination } = await listUsers(deps, actor, {
    page: 1,
    limit: EXPORT_MAX_ROWS,
    search,
  });
  refuseAboveCap(pagination.totalUsers);
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
  const { partners, pagination } = await listActivePartners(deps, actor, {
    page: 1,
    limit: EXPORT_MAX_ROWS,
    search,
  });
  refuseAboveCap(pagination.totalPartners);
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

const VISIT_COLUMNS = [
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
] as const;

/**
 * Every visit matching `search`, newest first: the header, then one chunk per page read by its
 * key after the last, so memory stays flat however many visits there are, and a page is read
 * only when the one before has been taken (a slow download reads no further ahead).
 */
async function* visitChunks(
  deps: Deps,
  search: string | undefined,
  pageRows: number,
): AsyncGenerator<string> {
  yield toCsv(VISIT_COLUMNS, []);
  let after: VisitExportKey | undefined;
  for (;;) {
    const page = await selectVisitExportPage(deps.db, search, after, pageRows);
    const found = page.filter((v) => v.matches);
    if (found.length > 0) {
      yield csvLines(
        VISIT_COLUMNS,
        found.map((v) => ({
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
    if (page.length < pageRows) return;
    const last = page[page.length - 1]!;
    after = { visitedAt: last.visited_at, id: last.id };
    await letOthersRun();
  }
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

export interface ExportOptions {
  /** Visits per page read (tests make it small to cross many pages with few rows). */
  visitPageRows?: number;
}

/**
 * The file for `kind`. Members and partners are read (and refused when too many) before this
 * resolves, so a refusal is a 400 before any byte is sent; visits are read as the file is sent.
 */
export async function exportCsv(
  deps: Deps,
  actor: Principal,
  kind: ExportKind,
  search: string | undefined,
  options: ExportOptions = {},
): Promise<CsvStream> {
  assertAdmin(actor);
  const text = search || undefined;
  const chunks =
    kind === 'members'
      ? once(await memberRows(deps, actor, text))
      : kind === 'partners'
        ? once(await partnerRows(deps, actor, text))
        : visitChunks(deps, text, options.visitPageRows ?? VISIT_EXPORT_PAGE_ROWS);
  // Personal data leaving the system is on the record: who took which list, with which search
  // (after a refusal above the cap, which sends nothing).
  await recordAdminAction(deps.db, actor, {
    action: 'export.download',
    target: { type: 'export', id: kind, label: `${kind} CSV` },
    at: deps.now().toISOString(),
    detail: text ? `Search "${text}"` : null,
  });
  return { filename: `mcs-${kind}-${indiaIsoDate(deps.now())}.csv`, chunks };
}
