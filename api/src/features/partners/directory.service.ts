// The public partner directory: approved partners only, filtered and paged (spec section 7).
import { directoryPagination, pageWindow, specializationsMatching } from '@mcs/shared';
import type { PartnersQuery, PartnersResponse } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { membersServedByPartner } from '../visits/members-served.service.ts';
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
  const served = await membersServedByPartner(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    partners: rows.map((row) => toPartnerListing(row, served.get(row.id) ?? 0)),
    pagination: directoryPagination(total, query.page, query.limit),
  };
}
