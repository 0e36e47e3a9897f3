// The admin dashboard's figures. Monthly revenue is real, never a fixed display figure: the
// payments recorded at enrolment in the current India-time month, compared with the month before.
import type { AdminStats, RecentMember, RecentPartner } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import {
  countMembers,
  countPartners,
  selectRecentMembers,
  selectRecentPartners,
  sumPayments,
} from './dashboard.repo.ts';
import { memberStatusOn } from '../members/members.service.ts';
import { partnerListingStatus } from '../partners/partners.service.ts';
import { indiaMonthStart } from '../../lib/india-time.ts';
import { percentChange } from './reporting.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** How many rows the "recent" lists show. */
export const RECENT_LIMIT = 5;

export async function adminStats(deps: Deps, actor: Principal): Promise<AdminStats> {
  assertAdmin(actor);
  const now = deps.now();
  const thisMonth = indiaMonthStart(now).toISOString();
  const nextMonth = indiaMonthStart(now, 1).toISOString();
  const lastMonth = indiaMonthStart(now, -1).toISOString();
  const [
    totalUsers,
    activeMembers,
    approvedPartners,
    pendingApplications,
    monthlyRevenue,
    lastMonthRevenue,
  ] = await Promise.all([
    countMembers(deps.db),
    countMembers(deps.db, now.toISOString()),
    countPartners(deps.db, 'approved'),
    countPartners(deps.db, 'pending'),
    sumPayments(deps.db, thisMonth, nextMonth),
    sumPayments(deps.db, lastMonth, thisMonth),
  ]);
  return {
    totalUsers,
    activeMembers,
    approvedPartners,
    pendingApplications,
    monthlyRevenue,
    lastMonthRevenue,
    revenueChange: percentChange(monthlyRevenue, lastMonthRevenue),
  };
}

export async function recentMembers(deps: Deps, actor: Principal): Promise<RecentMember[]> {
  assertAdmin(actor);
  const now = deps.now();
  const rows = await selectRecentMembers(deps.db, RECENT_LIMIT);
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    plan: row.plan,
    date: row.created_at,
    status: memberStatusOn(row.status, row.valid_until, now),
  }));
}

export async function recentPartners(deps: Deps, actor: Principal): Promise<RecentPartner[]> {
  assertAdmin(actor);
  const rows = await selectRecentPartners(deps.db, RECENT_LIMIT);
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    type: row.type,
    members: row.members_served,
    status: partnerListingStatus(row.status),
  }));
}
