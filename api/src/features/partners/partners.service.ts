// What other features may know of partners: finding one, and how a stored partner reads to the
// outside (its listing and the badge of its status). Other features come here, never to
// partners.repo.ts or partner-mapper.ts.
import type { PartnerListing, PartnerListingStatus } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB, PartnerRow, PartnerStatusValue } from '../../db/schema.ts';
import * as mapper from './partner-mapper.ts';
import * as partners from './partners.repo.ts';

export function findPartnerById(db: Kysely<DB>, id: number): Promise<PartnerRow | undefined> {
  return partners.findPartnerById(db, id);
}

export function toPartnerListing(row: PartnerRow): PartnerListing {
  return mapper.toPartnerListing(row);
}

/** The badge a listing shows for a stored status: Active, Pending or Rejected. */
export function partnerListingStatus(status: PartnerStatusValue): PartnerListingStatus {
  return mapper.partnerListingStatus(status);
}
