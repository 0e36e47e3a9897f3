// The partner's offer to members as its own desk reads and changes it, with the clinic's name
// that heads the desk. SQL only here.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface OfferRow {
  name: string;
  standard_discount: number | null;
  discount_amount: string;
  discount_items: string;
}

export function findOffer(db: Kysely<DB>, partnerId: number): Promise<OfferRow | undefined> {
  return db
    .selectFrom('partners')
    .select(['name', 'standard_discount', 'discount_amount', 'discount_items'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
}

/**
 * Sets the standard discount; false when the partner is gone. The update moves the directory feed
 * (its trigger), so every member's device learns the new figure on its next pull.
 */
export async function updateStandardDiscount(
  db: Kysely<DB>,
  partnerId: number,
  standardDiscount: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ standard_discount: standardDiscount, updated_at: at })
    .where('id', '=', partnerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
