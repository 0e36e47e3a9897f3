// Server-side search and paging of members and approved partners, and account deletion.
import { sql } from 'kysely';
import type { Expression, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB, MemberRow, PartnerRow } from '../../db/schema.ts';
import { anyColumnContains } from '../../lib/like-search.ts';

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

/** Tables the admin lists page through, each with created_at and id. */
type ListedTable = 'members' | 'partners';

/** One page of `table`'s rows matching `filter`, newest first (ties: newest id), and the count. */
async function newestFirstPage<T extends ListedTable>(
  db: Kysely<DB>,
  table: T,
  filter: Expression<SqlBool> | null,
  window: PageWindow,
): Promise<{ rows: Selectable<DB[T]>[]; total: number }> {
  const all = db.selectFrom(table as ListedTable);
  const matching = filter ? all.where(filter) : all;
  const [rows, count] = await Promise.all([
    matching
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Selectable<DB[T]>[], total: Number(count.n) };
}

export function selectMembersPage(
  db: Kysely<DB>,
  search: MemberSearch,
  window: PageWindow,
): Promise<{ rows: MemberRow[]; total: number }> {
  return newestFirstPage(db, 'members', memberFilter(search), window);
}

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
