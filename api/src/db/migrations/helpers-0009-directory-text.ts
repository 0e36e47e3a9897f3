// The words of the directory's full-text index, shared by the migrations that build it (0009,
// 0011) and by the directory search, which must write a query's facet words exactly as the index
// stores them. Shipped with migration 0009 and frozen like a migration: a migration that needs
// other words gets a helpers file of its own, so an index built by an old migration never changes.
export const TEXT_COLUMNS = 'name, responsible_name, specialization, address, district, state';

/**
 * One word per filter: the kind and the value, lower case, without the spaces and punctuation
 * that place names carry, so "Tamil Nadu" is the single word `statetamilnadu` and a filter is a
 * plain word look-up (a phrase costs several times more). `directoryMatch` in partners.repo.ts
 * builds the same words for a query. SQLite's lower() folds ASCII only; the tokenizer folds the
 * rest (and drops diacritics) on both sides.
 */
export const FACET_DROPPED = [' ', '&', '-', '.', ',', '(', ')', '/', "'"];

const facetOf = (kind: string, column: string) =>
  FACET_DROPPED.reduce(
    (expression, dropped) => `replace(${expression}, '${dropped.replaceAll("'", "''")}', '')`,
    `lower('${kind}' || coalesce(${column}, ''))`,
  );

export const facetsOf = (row: 'new.' | '') =>
  [
    facetOf('type', `${row}type`),
    facetOf('state', `${row}state`),
    facetOf('district', `${row}district`),
    facetOf('spec', `${row}specialization`),
  ].join(" || ' ' || ");

export const valuesOf = (row: 'new') =>
  TEXT_COLUMNS.split(', ')
    .map((column) => `${row}.${column}`)
    .join(', ');
