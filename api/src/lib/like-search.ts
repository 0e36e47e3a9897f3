// Case-insensitive "contains" search with LIKE, for every repo that offers one (the admin lists
// and the visit export). The same SQL runs on SQLite and PostgreSQL; the text typed is a
// bound value, and `%`, `_` and `\` in it match literally.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';

/** `%text%` for `LIKE ... ESCAPE '\'`, lower case to meet `lower(column)`. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** True where any of `columns` (a missing value reads as empty) contains `text`, in any case. */
export function anyColumnContains(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
