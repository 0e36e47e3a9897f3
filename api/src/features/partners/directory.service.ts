// The public partner directory: approved partners only, filtered and paged.
import { directoryPagination, pageWindow, specializationsMatching } from '@mcs/shared';
import type { PartnersQuery, PartnersResponse } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { toPartnerListing } from './partner-mapper.ts';
import { searchDirectory } from './partners.repo.ts';

export async function listDirectory(
  deps: Pick<AppDeps, 'db' | 'env'>,
  query: PartnersQuery,
): Promise<PartnersResponse> {
  const { rows, total } = await searchDirectory(
    deps.db,
    deps.env.database.kind,
    {
      q: query.q,
      type: query.type,
      state: query.state,
      district: query.district,
      specializations: query.specialization
        ? specializationsMatching(query.specialization)
        : undefined,
    },
    pageWindow(query.page, query.limit),
  );
  return {
    partners: rows.map((row) => toPartnerListing(row)),
    pagination: directoryPagination(total, query.page, query.limit),
  };
}
