// Voiding a visit: a conditional update, so the rules (the partner's own, not voided yet, recorded
// within the window) hold in the database even for two voids sent at once.
import type { Kysely } from 'kysely';
import type { DB, VisitRow } from '../../db/schema.ts';

/** Marks the visit voided when every condition holds; the voided row, or undefined if none did. */
export async function markVisitVoided(
  db: Kysely<DB>,
  change: {
    visitId: number;
    partnerId: number;
    recordedSince: string;
    at: string;
    reason: string;
  },
): Promise<VisitRow | undefined> {
  return db
    .updateTable('visits')
    .set({ voided_at: change.at, void_reason: change.reason })
    .where('id', '=', change.visitId)
    .where('partner_id', '=', change.partnerId)
    .where('voided_at', 'is', null)
    .where('created_at', '>=', change.recordedSince)
    .returningAll()
    .executeTakeFirst();
}

/** The partner's visit with this id, whatever its state. */
export function findPartnerVisit(
  db: Kysely<DB>,
  partnerId: number,
  visitId: number,
): Promise<VisitRow | undefined> {
  return db
    .selectFrom('visits')
    .selectAll()
    .where('id', '=', visitId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}
