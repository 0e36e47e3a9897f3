// Server-side search and paging of members and approved partners, and account deletion.
import { sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB, MemberRow, PartnerRow } from '../../db/schema.ts';
import { containsPattern } from './reporting.ts';

/** lower(column) LIKE pattern, with `\` escaping; works the same on SQLite and PostgreSQL. */
function likeAny(columns: readonly string[], pattern: string): Expression<SqlBool> {
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

const MEMBER_SEARCH_COLUMNS = ['name', 'email', 'membership_id', 'phone'] as const;

/** `exactMembershipId` also finds an ID typed without dashes ("mcs2026 4f9a2c"). */
function memberFilter(search: string | undefined, exactMembershipId: string | null) {
  if (!search) return null;
  const like = likeAny(MEMBER_SEARCH_COLUMNS, containsPattern(search));
  return exactMembershipId ? sql<SqlBool>`(${like} or membership_id = ${exactMembershipId})` : like;
}

/** Newest first (ties: newest id), with how many match in all. */
export async function selectMembersPage(
  db: Kysely<DB>,
  search: { text?: string; membershipId: string | null },
  window: PageWindow,
): Promise<{ rows: MemberRow[]; total: number }> {
  const filter = memberFilter(search.text, search.membershipId);
  const matching = filter ? db.selectFrom('members').where(filter) : db.selectFrom('members');
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
  return { rows, total: Number(count.n) };
}

const PARTNER_SEARCH_COLUMNS = [
  'name',
  'email',
  'contact_email',
  'contact_phone',
  'district',
  'state',
] as const;

/** Newest first (ties: newest id), with how many match in all. */
export async function selectApprovedPartnersPage(
  db: Kysely<DB>,
  search: string | undefined,
  window: PageWindow,
): Promise<{ rows: PartnerRow[]; total: number }> {
  const approved = db.selectFrom('partners').where('status', '=', 'approved');
  const matching = search
    ? approved.where(likeAny(PARTNER_SEARCH_COLUMNS, containsPattern(search)))
    : approved;
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
  return { rows, total: Number(count.n) };
}

export const DELETED_MEMBER_NAME = 'Deleted member';

/**
 * Deletes a member. Their visits stay (a partner's takings and members-served figures must not
 * change after the fact) but are anonymised: the name is replaced and the link to the account
 * cut; only the random membership ID remains, which names no one once the account is gone.
 * Payments stay too (member_id set null): the money was received. Returns false if unknown.
 */
export async function deleteMemberAnonymisingVisits(db: Kysely<DB>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('visits')
      .set({ member_name: DELETED_MEMBER_NAME, member_id: null })
      .where('member_id', '=', id)
      .execute();
    const result = await trx.deleteFrom('members').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/**
 * Deletes a partner. Their visits stay in each member's history: the schema's ON DELETE SET NULL
 * cuts partner_id and the visit's own snapshot columns (partner name, address, doctor) remain.
 * Returns the deleted row (its upload names are removed by the caller) or undefined if unknown.
 */
export async function deletePartnerKeepingVisits(
  db: Kysely<DB>,
  id: number,
): Promise<PartnerRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('partners')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('visits')
      .set({ partner_id: null })
      .where('partner_id', '=', id)
      .execute();
    await trx.deleteFrom('partners').where('id', '=', id).execute();
    return row;
  });
}
