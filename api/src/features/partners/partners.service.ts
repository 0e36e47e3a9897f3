// What other features may know of partners: finding one (a Partner, never its row), its sign-in
// record and password change (for the auth feature), the listings of some, and the badge of a
// stored status. Other features come here, never to partners.repo.ts or partner-mapper.ts.
import type { PartnerListing, PartnerListingStatus } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB, PartnerStatusValue } from '../../db/schema.ts';
import * as mapper from './partner-mapper.ts';
import type { Partner, PartnerSignIn } from './partner-mapper.ts';
import * as partners from './partners.repo.ts';

export type { Partner, PartnerSignIn } from './partner-mapper.ts';

export async function findPartnerById(db: Kysely<DB>, id: number): Promise<Partner | undefined> {
  const row = await partners.findPartnerById(db, id);
  return row && mapper.rowToPartner(row);
}

/** The signed-in partner's own sign-in record, for checking their current password. */
export async function findPartnerSignInById(
  db: Kysely<DB>,
  id: number,
): Promise<PartnerSignIn | undefined> {
  const row = await partners.findPartnerById(db, id);
  return row && mapper.rowToPartnerSignIn(row);
}

/**
 * Replaces a partner's password with `passwordHash` (hashed by the caller) and ends every session
 * issued before: the answer is the new session generation, for the token of the session that made
 * the change. Undefined when the stored hash is no longer `previousHash` (changed meanwhile) or the
 * partner is gone.
 */
export function setPartnerPassword(
  db: Kysely<DB>,
  change: { id: number; previousHash: string; passwordHash: string },
): Promise<number | undefined> {
  return partners.setPasswordEndingSessions(db, change);
}

/** The listings of those of these partners that are approved (the rest are not listed). */
export async function approvedPartnerListings(
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<PartnerListing[]> {
  const rows = await partners.findListingRowsByIds(db, ids);
  return rows.filter((row) => row.status === 'approved').map(mapper.toPartnerListing);
}

/** The badge a listing shows for a stored status: Active, Pending or Rejected. */
export function partnerListingStatus(status: PartnerStatusValue): PartnerListingStatus {
  return mapper.partnerListingStatus(status);
}
