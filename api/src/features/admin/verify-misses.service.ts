// What an admin reads about membership IDs partners tried and did not find.
// A desk mistypes now and then; hundreds of misses from one partner are someone guessing IDs.
import type { VerifyMissesQuery, VerifyMissesResponse } from '@mcs/shared';
import type { Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isoDaysAfter } from '../../lib/india-time.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { countVerifyMissesByPartner } from './verify-misses.repo.ts';

/** How far back the summary reaches when the admin names no start. */
export const VERIFY_MISSES_DEFAULT_DAYS = 7;

export async function verifyMissesByPartner(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Principal,
  query: VerifyMissesQuery,
): Promise<VerifyMissesResponse> {
  assertAdmin(actor);
  const since = query.since
    ? new Date(query.since).toISOString()
    : isoDaysAfter(deps.now(), -VERIFY_MISSES_DEFAULT_DAYS);
  const rows = await countVerifyMissesByPartner(deps.db, since, query.limit);
  return {
    since,
    partners: rows.map((row) => ({
      partnerId: String(row.partner_id),
      partnerName: row.name,
      partnerEmail: row.email,
      misses: Number(row.misses),
      lastMissAt: row.last_miss_at,
    })),
  };
}
