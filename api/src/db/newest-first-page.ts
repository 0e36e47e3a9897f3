// The admin lists' paging: one page of a table's rows, newest first, and how many match. Shared by
// the member and partner lists, whose tables both carry created_at and id.
import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
import type { PageWindow } from '@mcs/shared';
import type { DB } from './schema.ts';

/** Tables the admin lists page through, each with created_at and id. */
type ListedTable = 'members' | 'partners';

/** One page of `table`'s rows matching `filter`, newest first (ties: newest id), and the count. */
export async function newestFirstPage<T extends ListedTable>(
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
