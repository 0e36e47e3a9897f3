// The pull side of sync: the revocation list and the partner directory as change
// feeds read by cursor. A cursor is the last `seq` the client stored; pages are bounded.
//
// A cursor beyond the newest seq was given out by a database that no longer exists (a restored
// backup, a wiped data directory). Read from it, the feed would stay silent until new changes
// passed it, and a card revoked meanwhile would keep verifying offline. Such a feed is answered
// from the start instead, and the cursor it returns is lower than the one sent: the client reads
// that as "start over" (see `feedRestarted` in @mcs/shared).
import { DIRECTORY_FEED_PAGE_SIZE, REVOCATIONS_PAGE_SIZE } from '@mcs/shared';
import type { DirectoryDelta, RevocationsDelta } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { latestRevocationSeq, revocationsSince } from '../cards/cards.service.ts';
import { approvedPartnerListings } from '../partners/partners.service.ts';
import { directoryChangesSince, latestDirectorySeq } from './sync.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

async function knownCursor(since: number, latest: () => Promise<number>): Promise<number> {
  if (since === 0) return 0;
  return since > (await latest()) ? 0 : since;
}

export async function revocationsDelta(deps: Deps, asked: number): Promise<RevocationsDelta> {
  const since = await knownCursor(asked, () => latestRevocationSeq(deps.db));
  const rows = await revocationsSince(deps.db, since, REVOCATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, REVOCATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    rids: page.map((r) => r.rid),
    cursor: String(last ? last.seq : since),
    hasMore: rows.length > REVOCATIONS_PAGE_SIZE,
  };
}

/**
 * Partners touched since the cursor: approved ones come back whole, every other touched id
 * (pending, rejected, deleted) is listed as removed, which a client without it simply ignores.
 */
export async function directoryDelta(deps: Deps, asked: number): Promise<DirectoryDelta> {
  const since = await knownCursor(asked, () => latestDirectorySeq(deps.db));
  const { partnerIds, lastSeq, hasMore } = await directoryChangesSince(
    deps.db,
    since,
    DIRECTORY_FEED_PAGE_SIZE,
  );
  const partners = await approvedPartnerListings(deps.db, partnerIds);
  const listed = new Set(partners.map((p) => p.id));
  return {
    partners,
    removed: partnerIds.map(String).filter((id) => !listed.has(id)),
    cursor: String(lastSeq ?? since),
    hasMore,
  };
}

/**
 * What every directory answer depends on: the feed's newest seq, which any change to any partner
 * moves (triggers in migration 0002), on whichever instance it was made.
 */
export function directoryVersion(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return latestDirectorySeq(deps.db);
}
