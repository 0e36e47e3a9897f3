// The last stat figures the server gave this partner, kept on the device with the moment they came,
// so a desk reloaded with no connection still shows the clinic's figures (said to be as of then)
// rather than dashes. One partner's only: another partner signing in at the counter sees none.
import { partnerStatsSchema } from '@mcs/shared';
import { z } from 'zod';

const KEY = 'mcs.desk.stats';

/**
 * The running totals the stat cards show. Only these: they stay true of their moment, where a
 * count for one day would be read as today's.
 */
const statFiguresSchema = partnerStatsSchema.pick({
  membersServed: true,
  monthlyVisits: true,
  totalRevenue: true,
  averageDiscount: true,
});

export type StatFigures = z.infer<typeof statFiguresSchema>;

const keptSchema = z.object({
  partnerId: z.string(),
  stats: statFiguresSchema,
  /** ISO time the server's answer was shown. */
  at: z.string(),
});

export type KeptStats = z.infer<typeof keptSchema>;

/** The figures kept for this partner, or undefined (none kept, another partner's, unreadable). */
export function keptStats(
  partnerId: string,
  storage: Storage = localStorage,
): KeptStats | undefined {
  try {
    const kept = keptSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'));
    return kept.success && kept.data.partnerId === partnerId ? kept.data : undefined;
  } catch {
    return undefined;
  }
}

export function keepStats(
  partnerId: string,
  stats: StatFigures,
  at: Date = new Date(),
  storage: Storage = localStorage,
): void {
  const { membersServed, monthlyVisits, totalRevenue, averageDiscount } = stats;
  const figures = { membersServed, monthlyVisits, totalRevenue, averageDiscount };
  const kept: KeptStats = { partnerId, stats: figures, at: at.toISOString() };
  storage.setItem(KEY, JSON.stringify(kept));
}

export function forgetStats(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
