// Visits: insert (idempotent on the client UUID) and the partner's and member's views of them.
import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB, NewVisitRow, VisitRow } from '../../db/schema.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import { sqliteStatementsOf } from '../../db/database.ts';
import { takeTurn } from '../../db/write-locks.ts';
import { anyColumnContains, containsPattern } from '../../lib/like-search.ts';

/**
 * Inserts unless a visit with the same client_id exists; answers the stored row and whether it is
 * new (the batch insert below, for one visit).
 */
export async function insertVisitOnce(
  db: Kysely<DB>,
  visit: NewVisitRow,
): Promise<{ row: VisitRow; created: boolean }> {
  const insert = async (trx: Kysely<DB>) => {
    const created = (await insertVisitsOnce(trx, [visit])).length === 1;
    const row = await trx
      .selectFrom('visits')
      .selectAll()
      .where('client_id', '=', visit.client_id)
      .executeTakeFirstOrThrow();
    return { row, created };
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

/** What the batch insert answers of each visit it stored (all a caller has needed). */
export type StoredVisit = Pick<NewVisitRow, 'client_id' | 'partner_id' | 'membership_id'>;

/** Rows per INSERT: 17 values each stays far below SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 500;

/** Every column a new visit sets, in the order the compiled INSERT takes their values. */
const VISIT_COLUMNS = [
  'client_id',
  'partner_id',
  'member_id',
  'membership_id',
  'member_name',
  'partner_name',
  'partner_address',
  'doctor_name',
  'service',
  'discount_applied',
  'bill_amount',
  'saved_amount',
  'visited_at',
  'created_at',
  'flagged',
  'flag_reason',
  'patient',
] as const satisfies readonly (keyof NewVisitRow)[];

/** The visits' values in VISIT_COLUMNS order: a plain loop, without an array per visit. */
function parametersOf(visits: readonly NewVisitRow[]): unknown[] {
  const parameters: unknown[] = [];
  for (const visit of visits)
    for (const column of VISIT_COLUMNS) parameters.push(visit[column] ?? null);
  return parameters;
}

/**
 * Building the INSERT of 500 visits (8,500 values) cost Kysely about as long as the database took
 * to run it, and its text depends only on the database and the number of rows: it is built once
 * for each and then run with each chunk's values, laid out as it was built to take them (checked
 * on that first build).
 */
function insertVisitsQuery(trx: Kysely<DB>, visits: readonly NewVisitRow[]) {
  const parameters = parametersOf(visits);
  const { sql: text } = compiledOnce(trx, `insert ${visits.length} visits`, () => {
    const built = trx
      .insertInto('visits')
      .values(
        visits.map(
          (visit) =>
            Object.fromEntries(
              VISIT_COLUMNS.map((column) => [column, visit[column] ?? null]),
            ) as NewVisitRow,
        ),
      )
      .onConflict((oc) => oc.column('client_id').doNothing())
      .compile();
    if (!isDeepStrictEqual(built.parameters, parameters))
      throw new Error('The visits INSERT takes its values in another order than VISIT_COLUMNS.');
    return built;
  });
  return CompiledQuery.raw(text, parameters);
}

/**
 * Inserts the visits whose client_id is not stored yet (`insertEach`) and answers the ones it
 * stored.
 * Each member a partner serves for the first time adds one to the partner's `members_served`, in
 * the same transaction, so the count can never drift from the visits. Call it in a transaction,
 * with ids not yet stored for the same partner (the push looks first, in the partner's turn): one
 * the partner already had would read as stored now.
 */
export async function insertVisitsOnce(
  trx: Kysely<DB>,
  visits: readonly NewVisitRow[],
): Promise<StoredVisit[]> {
  const memberships = new Map<number, Set<string>>();
  for (const v of visits) {
    if (v.partner_id == null) continue;
    const partnerId = Number(v.partner_id);
    memberships.set(partnerId, (memberships.get(partnerId) ?? new Set()).add(v.membership_id));
  }
  const servedBefore = new Map<number, Set<string>>();
  for (const [partnerId, theirs] of memberships) {
    // "Served this member before?" must see the partner's other visits of this moment.
    await takeTurn(trx, 'partnerVisits', partnerId);
    servedBefore.set(partnerId, await membershipsServed(trx, partnerId, [...theirs]));
  }

  const stored = await insertEach(trx, visits);

  for (const [partnerId, served] of servedBefore) {
    const newlyServed = new Set(
      stored
        .filter((v) => Number(v.partner_id) === partnerId && !served.has(v.membership_id))
        .map((v) => v.membership_id),
    );
    if (newlyServed.size === 0) continue;
    await trx
      .updateTable('partners')
      .set((eb) => ({ members_served: eb('members_served', '+', newlyServed.size) }))
      .where('id', '=', partnerId)
      .execute();
  }
  return stored;
}

/**
 * Inserts each visit whose client_id is not stored yet and answers those. On SQLite one prepared
 * statement runs once per visit on the connection itself (`sqliteStatementsOf`), and each run
 * says whether it stored its row. On PostgreSQL, where each statement is a round trip, several
 * hundred rows go in each INSERT.
 */
async function insertEach(trx: Kysely<DB>, visits: readonly NewVisitRow[]): Promise<StoredVisit[]> {
  const sqlite = sqliteStatementsOf(trx);
  if (sqlite && visits.length > 0) {
    const statement = sqlite.prepare(insertVisitsQuery(trx, visits.slice(0, 1)).sql);
    return visits.filter((visit) => statement.run(parametersOf([visit])).changes === 1);
  }
  const stored: StoredVisit[] = [];
  for (let at = 0; at < visits.length; at += ROWS_PER_INSERT) {
    const chunk = visits.slice(at, at + ROWS_PER_INSERT);
    const inserted = Number(
      (await trx.executeQuery(insertVisitsQuery(trx, chunk))).numAffectedRows,
    );
    stored.push(
      ...(inserted === chunk.length ? chunk : await storedOfTheirs(trx, chunk, inserted)),
    );
  }
  return stored;
}

/**
 * Which of `chunk` were stored when fewer than all were (`inserted` of them): an id another
 * partner's visit took meanwhile (two instances, one database) stays theirs. Read back only then:
 * the INSERT returns no rows, which spares building a thousand of them for every batch.
 */
async function storedOfTheirs(
  trx: Kysely<DB>,
  chunk: readonly NewVisitRow[],
  inserted: number,
): Promise<StoredVisit[]> {
  if (inserted === 0) return [];
  const owners = new Map(
    (
      await trx
        .selectFrom('visits')
        .select(['client_id', 'partner_id'])
        .where(
          'client_id',
          'in',
          chunk.map((v) => v.client_id),
        )
        .execute()
    ).map((row) => [row.client_id, row.partner_id === null ? null : Number(row.partner_id)]),
  );
  return chunk.filter((v) => owners.get(v.client_id) === (v.partner_id ?? null));
}

/**
 * Which of these memberships the partner has a visit of. Each is asked whether one visit exists,
 * which stops at the first: listing the pairs' visits read every one of them (1.2 ms for a member
 * seen 30,000 times). `(values ...)` names its column column1 on SQLite and PostgreSQL alike.
 */
export async function membershipsServed(
  db: Kysely<DB>,
  partnerId: number,
  membershipIds: readonly string[],
): Promise<Set<string>> {
  if (membershipIds.length === 0) return new Set();
  const { rows } = await sql<{ membership_id: string }>`select asked.column1 as membership_id
    from (values ${sql.join(membershipIds.map((id) => sql`(${id})`))}) as asked
    where exists (select 1 from visits
      where visits.partner_id = ${partnerId} and visits.membership_id = asked.column1)`.execute(db);
  return new Set(rows.map((r) => r.membership_id));
}

/** How many visits the partner has recorded since `sinceIso` (server time of recording). */
export async function countPartnerVisitsSince(
  db: Kysely<DB>,
  partnerId: number,
  sinceIso: string,
): Promise<number> {
  const { n } = await db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * True for a visit whose member ID or name (the holder's, or the family member treated) holds
 * `text`, in any case. The ID is compared without its dashes, so "4f9a2c", "MCS-2026-4F9A" and
 * "mcs2026 4f9a2c" all find MCS-2026-4F9A2C-81D3E7. The text is a bound value (like-search).
 */
function visitMatches(text: string): Expression<SqlBool> {
  const byName = anyColumnContains(['member_name', 'patient'], text);
  const compactId = text.replace(/[\s-]+/g, '');
  if (!compactId) return byName;
  const byId = sql<SqlBool>`replace(lower(membership_id), '-', '') like ${containsPattern(compactId)} escape '\\'`;
  return sql<SqlBool>`(${byId} or ${byName})`;
}

/**
 * One page of the partner's visits, newest first, and how many there are; with `search`, only
 * the visits it matches (`visitMatches`).
 */
export async function listPartnerVisits(
  db: Kysely<DB>,
  partnerId: number,
  page: PageWindow,
  search?: string,
): Promise<{ rows: VisitRow[]; total: number }> {
  const theirs = db
    .selectFrom('visits')
    .where('partner_id', '=', partnerId)
    .$if(search !== undefined, (query) => query.where(visitMatches(search ?? '')));
  const rows = await theirs
    .selectAll()
    .orderBy('visited_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await theirs
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/**
 * The partner's visits made from `fromIso` up to (not including) `untilIso`, oldest first, at
 * most `limit` of them: what its accounts file lists.
 */
export function listPartnerVisitsBetween(
  db: Kysely<DB>,
  partnerId: number,
  fromIso: string,
  untilIso: string,
  limit: number,
): Promise<VisitRow[]> {
  return db
    .selectFrom('visits')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('visited_at', '>=', fromIso)
    .where('visited_at', '<', untilIso)
    .where('voided_at', 'is', null)
    .orderBy('visited_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/**
 * One page of the member's visits, newest first. A visit its partner voided gave no discount: it
 * is not in the member's history or savings.
 */
export function listMemberVisits(
  db: Kysely<DB>,
  memberId: number,
  page: PageWindow,
): Promise<VisitRow[]> {
  return db
    .selectFrom('visits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('voided_at', 'is', null)
    .orderBy('visited_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export interface PartnerVisitFigures {
  monthlyVisits: number;
  revenue: number;
  visits: number;
  averageDiscount: number | null;
  todayVisits: number;
  todayBilled: number;
  todaySaved: number;
}

/**
 * The partner dashboard figures in one pass over the partner's visits. "This month" and "today"
 * both count visits by when they were made (visited_at), from the start given.
 */
export async function partnerVisitFigures(
  db: Kysely<DB>,
  partnerId: number,
  since: { monthStartIso: string; dayStartIso: string },
): Promise<PartnerVisitFigures> {
  const today = sql<boolean>`visited_at >= ${since.dayStartIso}`;
  const row = await db
    .selectFrom('visits')
    .select([
      sql<number>`sum(case when visited_at >= ${since.monthStartIso} then 1 else 0 end)`.as(
        'monthly_visits',
      ),
      sql<number>`sum(case when bill_amount is not null then bill_amount - saved_amount else 0 end)`.as(
        'revenue',
      ),
      sql<number>`count(*)`.as('visits'),
      sql<number | null>`avg(discount_applied)`.as('average_discount'),
      sql<number>`sum(case when ${today} then 1 else 0 end)`.as('today_visits'),
      sql<number>`sum(case when ${today} and bill_amount is not null then bill_amount else 0 end)`.as(
        'today_billed',
      ),
      sql<number>`sum(case when ${today} then saved_amount else 0 end)`.as('today_saved'),
    ])
    .where('partner_id', '=', partnerId)
    // Voided visits count in no figure (they stay in the list, marked).
    .where('voided_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    monthlyVisits: Number(row.monthly_visits ?? 0),
    revenue: Number(row.revenue ?? 0),
    visits: Number(row.visits ?? 0),
    averageDiscount: row.average_discount === null ? null : Number(row.average_discount),
    todayVisits: Number(row.today_visits ?? 0),
    todayBilled: Number(row.today_billed ?? 0),
    todaySaved: Number(row.today_saved ?? 0),
  };
}

/** The stored visits with these client ids, in id order. */
export async function visitsByClientIds(
  db: Kysely<DB>,
  clientIds: readonly string[],
): Promise<VisitRow[]> {
  const rows: VisitRow[] = [];
  // Bounded per query, like the batch insert: a push may name a thousand.
  for (let start = 0; start < clientIds.length; start += 500)
    rows.push(
      ...(await db
        .selectFrom('visits')
        .selectAll()
        .where('client_id', 'in', clientIds.slice(start, start + 500))
        .orderBy('id')
        .execute()),
    );
  return rows;
}
