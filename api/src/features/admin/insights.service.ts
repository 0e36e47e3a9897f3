// The admin's insights: how the network is doing, from real data, in one call. Days
// and months are India-time calendar periods ending with the current one, each present even
// when nothing happened in it, so a chart's axis never skips a day.
import { INSIGHTS_DAYS, INSIGHTS_MONTHS, PARTNER_TYPES, roundToPaise } from '@mcs/shared';
import type { AdminInsights } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { DAY_MS, indiaDayStart, indiaIsoDate, indiaMonthStart } from '../../lib/india-time.ts';
import {
  approvedPartnersByState,
  approvedPartnersByType,
  enrolmentsPerBucket,
  visitsPerBucket,
} from './insights.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** INSIGHTS_DAYS + 1 India midnights: the last is the start of tomorrow. */
export function dayBounds(now: Date): Date[] {
  // India has no daylight saving: every India day is exactly DAY_MS long.
  const tomorrow = indiaDayStart(now).getTime() + DAY_MS;
  return Array.from(
    { length: INSIGHTS_DAYS + 1 },
    (_, i) => new Date(tomorrow - (INSIGHTS_DAYS - i) * DAY_MS),
  );
}

/** INSIGHTS_MONTHS + 1 starts of India-time months: the last is the start of next month. */
export function monthBounds(now: Date): Date[] {
  return Array.from({ length: INSIGHTS_MONTHS + 1 }, (_, i) =>
    indiaMonthStart(now, i - INSIGHTS_MONTHS + 1),
  );
}

export async function adminInsights(deps: Deps, actor: Principal): Promise<AdminInsights> {
  assertAdmin(actor);
  const now = deps.now();
  const days = dayBounds(now);
  const months = monthBounds(now);
  const [visits, enrolments, byType, byState] = await Promise.all([
    visitsPerBucket(
      deps.db,
      days.map((d) => d.toISOString()),
    ),
    enrolmentsPerBucket(
      deps.db,
      months.map((m) => m.toISOString()),
    ),
    approvedPartnersByType(deps.db),
    approvedPartnersByState(deps.db),
  ]);
  const visitsAt = new Map(visits.map((v) => [v.bucket, v]));
  const enrolledAt = new Map(enrolments.map((e) => [e.bucket, e.count]));
  const typeCount = new Map(byType.map((t) => [t.type, t.count]));
  return {
    daily: days.slice(0, -1).map((day, i) => ({
      date: indiaIsoDate(day),
      visits: visitsAt.get(i)?.visits ?? 0,
      savings: roundToPaise(visitsAt.get(i)?.savings ?? 0),
    })),
    partnersByType: PARTNER_TYPES.map((type) => ({ type, count: typeCount.get(type) ?? 0 })),
    partnersByState: byState,
    enrolmentsByMonth: months.slice(0, -1).map((month, i) => ({
      month: indiaIsoDate(month).slice(0, 7),
      count: enrolledAt.get(i) ?? 0,
    })),
  };
}
