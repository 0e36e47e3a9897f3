// The admin's insights: how the network is doing, from real data, in one call. Days
// and months are India-time calendar periods ending with the current one, each present even
// when nothing happened in it, so a chart's axis never skips a day.
import { INSIGHTS_DAYS, INSIGHTS_MONTHS, PARTNER_TYPES, roundToPaise } from '@mcs/shared';
import type { AdminInsights } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { DAY_MS, indiaDayStart, indiaIsoDate, indiaMonthStart } from '../../lib/india-time.ts';
import { letOthersRun } from '../../lib/let-others-run.ts';
import {
  approvedPartnersByState,
  approvedPartnersByType,
  enrolmentsBetween,
  visitsBetween,
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

/**
 * `read` of each period between consecutive `bounds`, one after another, letting other requests
 * run between two reads: on SQLite a month of visits read at once held the event loop for
 * seconds (410,000 visits: 0.7 to 5 s), one day's range through the index is a short query.
 */
async function perPeriod<T>(
  bounds: readonly Date[],
  read: (from: string, to: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    if (i > 0) await letOthersRun();
    results.push(await read(bounds[i]!.toISOString(), bounds[i + 1]!.toISOString()));
  }
  return results;
}

export async function adminInsights(deps: Deps, actor: Principal): Promise<AdminInsights> {
  assertAdmin(actor);
  const now = deps.now();
  const days = dayBounds(now);
  const months = monthBounds(now);
  const visits = await perPeriod(days, (from, to) => visitsBetween(deps.db, from, to));
  await letOthersRun();
  const enrolments = await perPeriod(months, (from, to) => enrolmentsBetween(deps.db, from, to));
  await letOthersRun();
  const byType = await approvedPartnersByType(deps.db);
  await letOthersRun();
  const byState = await approvedPartnersByState(deps.db);
  const typeCount = new Map(byType.map((t) => [t.type, t.count]));
  return {
    daily: days.slice(0, -1).map((day, i) => ({
      date: indiaIsoDate(day),
      visits: visits[i]!.visits,
      savings: roundToPaise(visits[i]!.savings),
    })),
    partnersByType: PARTNER_TYPES.map((type) => ({ type, count: typeCount.get(type) ?? 0 })),
    partnersByState: byState,
    enrolmentsByMonth: months.slice(0, -1).map((month, i) => ({
      month: indiaIsoDate(month).slice(0, 7),
      count: enrolments[i]!,
    })),
  };
}
