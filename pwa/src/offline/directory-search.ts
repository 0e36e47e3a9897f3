import { filterGiven, searchDirectoryPartners } from '@mcs/shared';
import type { DirectoryFilters, DirectoryPartner, DirectoryPagination } from '@mcs/shared';
import type { OfflineDb } from './db.ts';

/**
 * The partner directory with no network: the same filters, order and pagination object as
 * `GET api/partners`, over the partners cached by the last directory pull.
 */

/**
 * The cached partners a filter can match, read through the state or type index when one is
 * asked for (state first: it splits the directory far finer than the four types). The index
 * only narrows: the shared search below still applies every filter, so the answer is the same
 * as over the whole table. Stored types and states are the server's canonical values, so the
 * case-insensitive index lookup finds every partner the shared rule would.
 */
function candidates(db: OfflineDb, filters: DirectoryFilters): Promise<DirectoryPartner[]> {
  if (filterGiven(filters.state))
    return db.directory.where('state').equalsIgnoreCase(filters.state.trim()).toArray();
  if (filterGiven(filters.type))
    return db.directory.where('type').equalsIgnoreCase(filters.type.trim()).toArray();
  return db.directory.toArray();
}

export async function searchDirectory(
  db: OfflineDb,
  filters: DirectoryFilters,
): Promise<{ partners: DirectoryPartner[]; pagination: DirectoryPagination }> {
  return searchDirectoryPartners(await candidates(db, filters), filters);
}
