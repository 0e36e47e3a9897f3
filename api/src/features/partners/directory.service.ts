// The public partner directory: approved partners only, filtered and paged.
import { directoryPagination, pageWindow, specializationsMatching } from '@mcs/shared';
import type { PartnersQuery, PartnersResponse } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { directoryVersion } from '../sync/sync-pull.service.ts';
import { memoryIndexOf } from './directory-memory-index.ts';
import { toPartnerListing } from './partner-mapper.ts';
import { findPartnersByIds, searchDirectory } from './partners.repo.ts';
import type { DirectoryFilter } from './partners.repo.ts';

export async function listDirectory(
  deps: Pick<AppDeps, 'db' | 'env'>,
  query: PartnersQuery,
): Promise<PartnersResponse> {
  const filter: DirectoryFilter = {
    q: query.q,
    type: query.type,
    state: query.state,
    district: query.district,
    specializations: query.specialization
      ? specializationsMatching(query.specialization)
      : undefined,
  };
  const page = pageWindow(query.page, query.limit);
  // SQLite: the in-memory index answers when it is built for the directory's current version.
  // PostgreSQL splits words its own way (tsvector), so it keeps its own search.
  if (deps.env.database.kind === 'sqlite') {
    const found = memoryIndexOf(deps.db).search(filter, page, await directoryVersion(deps));
    if (found) {
      const rows = await findPartnersByIds(deps.db, found.ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = found.ids.map((id) => byId.get(id));
      // A partner removed between the version read and this one: SQL answers instead.
      if (ordered.every((row) => row !== undefined))
        return {
          partners: ordered.map((row) => toPartnerListing(row)),
          pagination: directoryPagination(found.total, query.page, query.limit),
        };
    }
  }
  const { rows, total } = await searchDirectory(deps.db, deps.env.database.kind, filter, page);
  return {
    partners: rows.map((row) => toPartnerListing(row)),
    pagination: directoryPagination(total, query.page, query.limit),
  };
}
