// The directory's full-text index keeps its matches in the directory's own order, so a page of a
// common word is the index's first few matches rather than a sort of all of them.
//
// FTS5 walks its matches in rowid order (either way) and stops at the LIMIT. Until now the rowid
// was the partner id, while the directory lists newest first (created_at, then id): a page of
// "clinic" (12,500 of 50,000 partners) gathered every match, then walked the newest-first index
// checking each one against them (1.8 ms of a 2.5 ms search). Now the rowid is the directory key,
// which sorts exactly as (created_at, id) does: the creation time in milliseconds since 2020 in the
// high bits and the partner id in the low 22 bits. The page reads the matches newest first, stops
// after the page, and finds each partner by the id in its key (0.6 ms).
//
// Each typed word is a prefix ("clin" finds clinics), and FTS5 answered a prefix by merging the
// matches of every indexed word that starts with it, for the count and again for the page. The
// index now also keeps the first 1 to 8 letters of each word as words of their own, so a typed
// word of up to 8 letters is one look-up: "clinic" 1.4 ms to 0.65 (count and page), "lotus
// clinic" 1.6 to 0.6, a single letter 8.5 to 2.2. The index is about five times larger (27 MB at
// 50,000 partners) and a partner's entry takes 2.7 times as long to write (26 µs).
//
// The key is exact for creation times from 2020 to 2089 and ids below 4,194,304. A time outside
// that span (or one that does not parse) counts as its nearest end, so such partners come after
// (or before) the rest, newest id first among themselves; nothing fails.
// PostgreSQL is unchanged: it orders by created_at and id through its own indexes.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { TEXT_COLUMNS, facetsOf, valuesOf } from './helpers-0009-directory-text.ts';

const ID_BITS = 22;
/** The partner id inside a directory key: `key & DIRECTORY_KEY_ID_MASK`. */
export const DIRECTORY_KEY_ID_MASK = 2 ** ID_BITS - 1;
const EPOCH_MS = Date.UTC(2020, 0, 1);
/** The last millisecond the key can tell apart (2089), with room below 2^63 for the id. */
const LAST_MS = 2 ** (63 - ID_BITS) - 2;

const keyOf = (row: 'new.' | 'old.' | '') =>
  `max(0, min(coalesce(cast(round(unixepoch(${row}created_at, 'subsec') * 1000) as integer) - ${EPOCH_MS}, 0), ${LAST_MS})) * ${2 ** ID_BITS} + ${row}id`;

/** Typed words of these lengths are answered by a prefix index (see the header). */
const PREFIX_LENGTHS = '1 2 3 4 5 6 7 8';

export function directoryOrderMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      const statements = [
        'drop trigger partners_fts_ai',
        'drop trigger partners_fts_ad',
        'drop trigger partners_fts_au',
        'drop table partners_fts',
        `create virtual table partners_fts using fts5(${TEXT_COLUMNS}, facets, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='${PREFIX_LENGTHS}')`,
        `insert into partners_fts(rowid, ${TEXT_COLUMNS}, facets)
           select ${keyOf('')}, ${TEXT_COLUMNS}, ${facetsOf('')} from partners where status = 'approved'`,
        `create trigger partners_fts_ai after insert on partners when new.status = 'approved' begin
           insert into partners_fts(rowid, ${TEXT_COLUMNS}, facets) values (${keyOf('new.')}, ${valuesOf('new')}, ${facetsOf('new.')});
         end`,
        `create trigger partners_fts_ad after delete on partners begin
           delete from partners_fts where rowid = ${keyOf('old.')};
         end`,
        `create trigger partners_fts_au after update of ${TEXT_COLUMNS}, type, status, created_at on partners begin
           delete from partners_fts where rowid = ${keyOf('old.')};
           insert into partners_fts(rowid, ${TEXT_COLUMNS}, facets)
             select ${keyOf('new.')}, ${valuesOf('new')}, ${facetsOf('new.')} where new.status = 'approved';
         end`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
