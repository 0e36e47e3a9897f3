import { searchDirectoryPartners } from '@mcs/shared';
import type { DirectoryFilters, DirectoryPartner, DirectoryPagination } from '@mcs/shared';
import type { OfflineDb } from './db.ts';

/**
 * The partner directory with no network: the same filters, order and pagination object as
 * `GET api/partners`, over the partners cached by the last directory pull.
 */
export async function searchDirectory(
  db: OfflineDb,
  filters: DirectoryFilters,
): Promise<{ partners: DirectoryPartner[]; pagination: DirectoryPagination }> {
  const cached = await db.directory.toArray();
  return searchDirectoryPartners(cached, filters);
}
