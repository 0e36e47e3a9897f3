// Server-side search and paging of approved partners for the admin, and partner deletion.
import { sql } from 'kysely';
import type { Kysely, SqlBool, Transaction } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB, PartnerRow } from '../../db/schema.ts';
import { anyColumnContains } from '../../lib/like-search.ts';
import { newestFirstPage } from '../../db/newest-first-page.ts';

const PARTNER_SEARCH_COLUMNS = [
  'name',
  'email',
  'contact_email',
  'contact_phone',
  'district',
  'state',
] as const;

export function selectApprovedPartnersPage(
  db: Kysely<DB>,
  search: string | undefined,
  window: PageWindow,
): Promise<{ rows: PartnerRow[]; total: number }> {
  const approved = sql<SqlBool>`status = 'approved'`;
  const filter = search
    ? sql<SqlBool>`(${approved} and ${anyColumnContains(PARTNER_SEARCH_COLUMNS, search)})`
    : approved;
  return newestFirstPage(db, 'partners', filter, window);
}

/**
 * Deletes a partner. Their visits stay in each member's history: the schema's ON DELETE SET NULL
 * cuts partner_id and the visit's own snapshot columns (partner name, address, doctor) remain.
 * Returns false if the partner is unknown. Their files are the caller's to remove. Runs in the
 * caller's transaction (the audit entry commits with it).
 */
export async function deletePartnerKeepingVisits(
  trx: Transaction<DB>,
  id: number,
): Promise<boolean> {
  await trx.updateTable('visits').set({ partner_id: null }).where('partner_id', '=', id).execute();
  const result = await trx.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
