// How many distinct members each partner has served: what the directory, the admin listings and
// the sync pull show beside a partner. Kept apart from visits.service.ts (the visit rules) so
// other features reach it here, never through visits.repo.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as visits from './visits.repo.ts';

/** Distinct members each partner has served, by partner id; partners with none are absent. */
export function membersServedByPartner(
  db: Kysely<DB>,
  partnerIds: readonly number[],
): Promise<Map<number, number>> {
  return visits.membersServedByPartner(db, partnerIds);
}
