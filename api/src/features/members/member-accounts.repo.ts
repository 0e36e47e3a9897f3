// Server-side search and paging of members for the admin, and member deletion.
import { sql } from 'kysely';
import type { Kysely, SqlBool, Transaction } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB, MemberRow } from '../../db/schema.ts';
import { anyColumnContains } from '../../lib/like-search.ts';
import { newestFirstPage } from '../../db/newest-first-page.ts';

const MEMBER_SEARCH_COLUMNS = ['name', 'email', 'membership_id', 'phone'] as const;

export interface MemberSearch {
  text?: string;
  /** The text read as a membership ID, which also finds one typed without dashes ("mcs2026 4f9a2c"). */
  membershipId: string | null;
  /** The text read as a phone number, in the form phones are stored ("99887 66554" -> "9988766554"). */
  phone: string;
}

function memberFilter(search: MemberSearch) {
  if (!search.text) return null;
  const matches = [anyColumnContains(MEMBER_SEARCH_COLUMNS, search.text)];
  if (search.phone && search.phone !== search.text) {
    matches.push(anyColumnContains(['phone'], search.phone));
  }
  if (search.membershipId) matches.push(sql<SqlBool>`membership_id = ${search.membershipId}`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

export function selectMembersPage(
  db: Kysely<DB>,
  search: MemberSearch,
  window: PageWindow,
): Promise<{ rows: MemberRow[]; total: number }> {
  return newestFirstPage(db, 'members', memberFilter(search), window);
}

export const DELETED_MEMBER_NAME = 'Deleted member';

/** Who a member is, for the audit entry of their deletion. */
export function findMemberIdentity(
  db: Kysely<DB>,
  id: number,
): Promise<Pick<MemberRow, 'id' | 'name' | 'email' | 'membership_id'> | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'name', 'email', 'membership_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Deletes a member. Their visits stay (a partner's takings and members-served figures must not
 * change after the fact) but are anonymised: the name is replaced and the link to the account
 * cut; only the random membership ID remains, which names no one once the account is gone.
 * Payments stay too (member_id set null): the money was received. Returns false if unknown.
 * Runs in the caller's transaction (the audit entry commits with it).
 */
export async function deleteMemberAnonymisingVisits(
  trx: Transaction<DB>,
  id: number,
): Promise<boolean> {
  await trx
    .updateTable('visits')
    .set({ member_name: DELETED_MEMBER_NAME, member_id: null })
    .where('member_id', '=', id)
    .execute();
  const result = await trx.deleteFrom('members').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Ends a membership: Cancelled, which desks refuse and for which no card is issued. Conditional,
 * so of two admins ending it at once one changes the row; false when the member is unknown or the
 * membership had already ended. Runs in the caller's transaction (with the cards' revocation and
 * the audit entry).
 */
export async function cancelMembership(
  trx: Transaction<DB>,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('members')
    .set({ status: 'Cancelled', updated_at: at })
    .where('id', '=', id)
    .where('status', '!=', 'Cancelled')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
