// The admin dashboard's comparison of this month with the last. (Calendar boundaries are in
// lib/india-time.ts, paging arithmetic in @mcs/shared: pageInfo.)

/** Percent change, one decimal; null when there is nothing to compare against. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
