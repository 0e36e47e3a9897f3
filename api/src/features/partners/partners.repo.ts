// Partner rows: look-ups, registration insert, the password change and the public directory query.
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import { searchWords } from '@mcs/shared';
import type { PageWindow } from '@mcs/shared';
import type { Dialect } from '../../db/dialect.ts';
import { FACET_DROPPED } from '../../db/migrations/helpers-0009-directory-text.ts';
import { DIRECTORY_KEY_ID_MASK } from '../../db/migrations/0011-directory-order.ts';
import type { DB, NewPartnerRow, PartnerRow, PartnerTypeValue } from '../../db/schema.ts';
import { postgresSearchCondition } from './directory-search-postgres.ts';
import { LISTING_COLUMNS } from './partner-mapper.ts';
import type { ListingRow } from './partner-mapper.ts';

export function findPartnerById(db: Kysely<DB>, id: number): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The partners with these ids that still exist, in no particular order. */
export function findListingRowsByIds(
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<ListingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  // Only a listing's columns: each column read costs the driver a property on every row.
  return db.selectFrom('partners').select(LISTING_COLUMNS).where('id', 'in', ids).execute();
}

export function findPartnerByEmail(db: Kysely<DB>, email: string): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('partners')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function insertPartner(db: Kysely<DB>, partner: NewPartnerRow): Promise<PartnerRow> {
  return db.insertInto('partners').values(partner).returningAll().executeTakeFirstOrThrow();
}

/**
 * Sets the partner's password and ends every session issued before, in one statement, only while
 * the stored hash is still `previousHash` (the one the current password was checked against): of
 * two changes racing, the second finds it gone. The new session generation, or undefined when
 * nothing was changed.
 */
export async function setPasswordEndingSessions(
  db: Kysely<DB>,
  change: { id: number; previousHash: string; passwordHash: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('partners')
    .set((eb) => ({
      password_hash: change.passwordHash,
      session_generation: eb('session_generation', '+', 1),
    }))
    .where('id', '=', change.id)
    .where('password_hash', '=', change.previousHash)
    .returning('session_generation')
    .executeTakeFirst();
  return row?.session_generation;
}

/**
 * Deletes a rejected application (its upload records go with it); false when the row is gone or
 * no longer rejected, so a replacement racing another cannot remove a live account.
 */
export async function deleteRejectedPartner(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('partners')
    .where('id', '=', id)
    .where('status', '=', 'rejected')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface DirectoryFilter {
  q?: string;
  type?: PartnerTypeValue;
  state?: string;
  district?: string;
  /** Stored specialisations, lower case; any of them matches. */
  specializations?: readonly string[];
}

/**
 * Turns what a person typed into a safe FTS5 query: the search words of the shared rule (the
 * offline search reads the same ones), each quoted (so '-', ':', '*' and keywords like OR mean
 * nothing special) and made a prefix, all words required. Null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"*`).join(' ');
}

const TEXT_COLUMNS = '{name responsible_name specialization address district state}';

const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A filter value as the index's `facets` column holds it (`facetOf` in migrations/helpers-0009-directory-text.ts). */
const facet = (kind: string, value: string) =>
  `facets : ${phrase(FACET_DROPPED.reduce((word, dropped) => word.replaceAll(dropped, ''), `${kind}${value}`.toLowerCase()))}`;

/**
 * The whole directory filter as one FTS5 query over the index of approved partners (SQLite):
 * each typed word in the text columns, and one facet phrase per filter. Undefined when nothing
 * is filtered (the newest-first index answers that); null when the text has nothing searchable
 * in it (only punctuation), which matches nothing rather than everything.
 */
export function directoryMatch(filter: DirectoryFilter): string | null | undefined {
  const parts: string[] = [];
  if (filter.q) {
    const words = ftsQuery(filter.q);
    if (words === null) return null;
    parts.push(`${TEXT_COLUMNS} : (${words})`);
  }
  if (filter.type) parts.push(facet('type', filter.type));
  if (filter.state) parts.push(facet('state', filter.state));
  if (filter.district) parts.push(facet('district', filter.district));
  if (filter.specializations?.length) {
    parts.push(`(${filter.specializations.map((s) => facet('spec', s)).join(' OR ')})`);
  }
  return parts.length ? parts.join(' AND ') : undefined;
}

/** One page of approved partners matching the filters, newest first, and the total count. */
export async function searchDirectory(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: DirectoryFilter,
  page: PageWindow,
): Promise<{ rows: PartnerRow[]; total: number }> {
  if (dialect === 'sqlite') {
    const match = directoryMatch(filter);
    if (match === null) return { rows: [], total: 0 };
    if (match !== undefined) return searchDirectoryIndex(db, match, page);
  }
  // PostgreSQL, and SQLite's unfiltered listing (the newest-first index answers it).
  let query = db.selectFrom('partners').where('partners.status', '=', 'approved');
  if (filter.type) query = query.where('partners.type', '=', filter.type);
  if (filter.state)
    query = query.where(sql`lower(partners.state)`, '=', filter.state.toLowerCase());
  if (filter.district)
    query = query.where(sql`lower(partners.district)`, '=', filter.district.toLowerCase());
  if (filter.specializations?.length) {
    query = query.where(sql`lower(partners.specialization)`, 'in', filter.specializations);
  }
  if (filter.q) {
    const condition = postgresSearchCondition(filter.q);
    // Text with nothing searchable in it (only punctuation) matches nothing rather than everything.
    query = condition ? query.where(condition) : query.where(sql<SqlBool>`1 = 0`);
  }
  // Counted first: the count has no order to keep, so it always takes the most selective index.
  const { total: counted } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted);
  if (page.offset >= total) return { rows: [], total };
  const rows = await query
    .selectAll('partners')
    .orderBy('partners.created_at', 'desc')
    .orderBy('partners.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total };
}

/**
 * Approved partners' searchable columns in the directory's order (newest first), `limit` of them
 * after `offset`: read a slice at a time, so no single read holds the server's thread long.
 */
export function listDirectoryForIndex(db: Kysely<DB>, offset: number, limit: number) {
  return db
    .selectFrom('partners')
    .select([
      'id',
      'type',
      'name',
      'responsible_name',
      'specialization',
      'address',
      'district',
      'state',
    ])
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * A filtered search on SQLite: the index counts its own matches (it holds approved partners
 * only), then walks them newest first (its rowids are directory keys, migration 0011), stops after
 * the page, and reads only the page's rows from the table.
 */
async function searchDirectoryIndex(
  db: Kysely<DB>,
  match: string,
  page: PageWindow,
): Promise<{ rows: PartnerRow[]; total: number }> {
  const counted = await sql<{
    total: number;
  }>`select count(*) as total from partners_fts where partners_fts match ${match}`.execute(db);
  const total = Number(counted.rows[0]?.total ?? 0);
  if (page.offset >= total) return { rows: [], total };
  // The keys pass 2^53, so they stay in SQLite: JavaScript would round them.
  const { rows } = await sql<PartnerRow>`select partners.* from (
      select rowid as key from partners_fts where partners_fts match ${match}
      order by rowid desc limit ${page.limit} offset ${page.offset}
    ) as found
    join partners on partners.id = found.key & ${sql.lit(DIRECTORY_KEY_ID_MASK)}
    order by found.key desc`.execute(db);
  return { rows, total };
}

/** Unknown membership IDs a partner tried (verify or a sync push), kept for the admin (0006). */
export async function insertVerifyMisses(
  db: Kysely<DB>,
  misses: readonly { partnerId: number; tried: string; triedAt: string }[],
): Promise<void> {
  if (misses.length === 0) return;
  await db
    .insertInto('verify_misses')
    .values(
      misses.map((miss) => ({
        partner_id: miss.partnerId,
        tried: miss.tried,
        tried_at: miss.triedAt,
      })),
    )
    .execute();
}

/** Deletes the misses tried before `beforeIso` (index verify_misses_tried_at_idx, 0012). */
export async function deleteVerifyMissesBefore(db: Kysely<DB>, beforeIso: string): Promise<void> {
  await db.deleteFrom('verify_misses').where('tried_at', '<', beforeIso).execute();
}

/**
 * How many b-trees (segments) the directory's full-text index holds (SQLite). Each search walks
 * every one of them, so a search over several costs several look-ups where one would do.
 */
export async function directoryIndexSegments(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{
    segments: number;
  }>`select count(distinct segid) as segments from partners_fts_idx`.execute(db);
  return Number(rows[0]?.segments ?? 0);
}

/**
 * One short step of merging the index's b-trees into one: FTS5 writes about `pages` pages of the
 * merged tree and keeps its place for the next step. A negative count merges whatever is there,
 * all levels together. True while there was work to do (FTS5 changes two or more rows then).
 */
export async function mergeDirectoryIndexStep(db: Kysely<DB>, pages: number): Promise<boolean> {
  const changes = async () =>
    Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? 0);
  const before = await changes();
  await sql`insert into partners_fts(partners_fts, rank) values ('merge', ${-pages})`.execute(db);
  return (await changes()) - before >= 2;
}
