// The directory's text search on PostgreSQL: the same words as the SQLite FTS5 query (`ftsQuery`)
// and the offline search (`searchPhrases` in @mcs/shared) look for, through the GIN index on
// `partner_search_vector(...)` (migration 0001). Each typed word must match: its tokens as
// consecutive words, the last one as a prefix ("mg-road" -> 'mg' <-> 'road':*).
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import { searchPhrases } from '@mcs/shared';

/**
 * The tsquery text, or null when nothing searchable is left. Tokens are runs of letters and
 * digits only, so quoting each one is enough to make it a plain lexeme (no operator, no weight).
 */
export function postgresTsQuery(text: string): string | null {
  const phrases = searchPhrases(text);
  if (!phrases) return null;
  return phrases
    .map((tokens) => tokens.map((t, i) => `'${t}'${i === tokens.length - 1 ? ':*' : ''}`))
    .map((lexemes) => `(${lexemes.join(' <-> ')})`)
    .join(' & ');
}

export function postgresSearchCondition(text: string): Expression<SqlBool> | null {
  const query = postgresTsQuery(text);
  if (query === null) return null;
  // Cast, not to_tsquery(): the tokens are already what the index holds, and must stay so.
  // The expression exactly as indexed, or the planner cannot use the index.
  return sql<SqlBool>`partner_search_vector(partners.name, partners.responsible_name, partners.specialization, partners.address, partners.district, partners.state) @@ ${query}::tsquery`;
}
