// What other features may know of partners: finding one (a Partner, never its row), the listings
// of some, and the badge of a stored status. Other features come here, never to partners.repo.ts
// or partner-mapper.ts.
import type { PartnerListing, PartnerListingStatus } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB, PartnerStatusValue } from '../../db/schema.ts';
import * as mapper from './partner-mapper.ts';
import type { Partner } from './partner-mapper.ts';
import * as partners from './partners.repo.ts';

export type { Partner } from './partner-mapper.ts';

export async function findPartnerById(db: Kysely<DB>, id: number): Promise<Partner | undefined> {
  const row = await partners.findPartnerById(db, id);
  return row && mapper.rowToPartner(row);
}

/** The listings of those of these partners that are approved (the rest are not listed). */
export async function approvedPartnerListings(
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<PartnerListing[]> {
  const rows = await partners.findPartnersByIds(db, ids);
  return rows.filter((row) => row.status === 'approved').map(mapper.toPartnerListing);
}

/** The badge a listing shows for a stored status: Active, Pending or Rejected. */
export function partnerListingStatus(status: PartnerStatusValue): PartnerListingStatus {
  return mapper.partnerListingStatus(status);
}
