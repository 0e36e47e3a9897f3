// Unknown membership IDs partners tried to verify (migration 0006), summed per partner.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface VerifyMissCountRow {
  partner_id: number;
  name: string;
  email: string;
  misses: number;
  last_miss_at: string;
}

/** Misses since `sinceIso` per partner, the partner with the latest miss first. */
export function countVerifyMissesByPartner(
  db: Kysely<DB>,
  sinceIso: string,
  limit: number,
): Promise<VerifyMissCountRow[]> {
  return db
    .selectFrom('verify_misses')
    .innerJoin('partners', 'partners.id', 'verify_misses.partner_id')
    .select([
      'partners.id as partner_id',
      'partners.name',
      'partners.email',
      sql<number>`count(*)`.as('misses'),
      sql<string>`max(verify_misses.tried_at)`.as('last_miss_at'),
    ])
    .where('verify_misses.tried_at', '>=', sinceIso)
    .groupBy(['partners.id', 'partners.name', 'partners.email'])
    .orderBy('last_miss_at', 'desc')
    .orderBy('partners.id', 'desc')
    .limit(limit)
    .execute();
}
