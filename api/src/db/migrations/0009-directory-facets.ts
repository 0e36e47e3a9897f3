// The directory's full-text index answers the whole filter, so a search over 50,000 partners
// never visits the partner rows it is about to count.
//
// Until now the FTS5 index held every partner's text, whatever its status, and the filters (type,
// state, district, specialisation) were checked on the partner rows. A common word matched
// 12,500 rows, and counting them meant reading each one (9 ms, a third of a LIKE scan's time).
// Now the index holds approved partners only, and a `facets` column holds one word per filter
// (`facetOf` in helpers-0009-directory-text.ts; `directoryMatch` in partners.repo.ts builds the
// same words for a query), so the count is the index's own and the page reads only the rows it
// shows.
//
// The index is contentless (`content=''`, `contentless_delete=1`): the facets are not a column of
// `partners`, so an external-content index could not rebuild itself from that table.
// PostgreSQL is unchanged: its GIN index and filter indexes already answer the same queries.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { TEXT_COLUMNS, facetsOf, valuesOf } from './helpers-0009-directory-text.ts';

export function directoryFacetsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      const statements = [
        'drop trigger partners_fts_ai',
        'drop trigger partners_fts_ad',
        'drop trigger partners_fts_au',
        'drop table partners_fts',
        `create virtual table partners_fts using fts5(${TEXT_COLUMNS}, facets, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`,
        `insert into partners_fts(rowid, ${TEXT_COLUMNS}, facets)
           select id, ${TEXT_COLUMNS}, ${facetsOf('')} from partners where status = 'approved'`,
        `create trigger partners_fts_ai after insert on partners when new.status = 'approved' begin
           insert into partners_fts(rowid, ${TEXT_COLUMNS}, facets) values (new.id, ${valuesOf('new')}, ${facetsOf('new.')});
         end`,
        `create trigger partners_fts_ad after delete on partners begin
           delete from partners_fts where rowid = old.id;
         end`,
        `create trigger partners_fts_au after update of ${TEXT_COLUMNS}, type, status on partners begin
           delete from partners_fts where rowid = old.id;
           insert into partners_fts(rowid, ${TEXT_COLUMNS}, facets)
             select new.id, ${valuesOf('new')}, ${facetsOf('new.')} where new.status = 'approved';
         end`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
