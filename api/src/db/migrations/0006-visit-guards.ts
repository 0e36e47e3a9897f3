// Visits and verification hardening.
// `partners.members_served`: how many distinct members a partner has served, kept with each visit
// insert instead of counted over every visit on each directory page (one busy partner slowed the
// directory for everyone). Backfilled here with the count it replaces. Two indexes serve the
// visit insert: "has this partner served this member before" and "visits recorded today".
// `verify_misses`: each unknown membership ID a partner tried at `POST api/partners/verify`, so an
// admin can see a desk guessing IDs.
// The full-text trigger on partners fired on any update; the counter now changes often, so it is
// narrowed to the searched columns (the directory feed trigger still fires: the count is listed).
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

const FTS_COLUMNS = 'name, responsible_name, specialization, address, district, state';
const values = (row: 'old' | 'new') =>
  FTS_COLUMNS.split(', ')
    .map((c) => `${row}.${c}`)
    .join(', ');

export function visitGuardsMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('partners')
        .addColumn('members_served', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`create index visits_partner_member_idx on visits (partner_id, membership_id)`.execute(
        db,
      );
      await sql`create index visits_partner_created_idx on visits (partner_id, created_at)`.execute(
        db,
      );
      await sql`update partners set members_served = (
          select count(distinct membership_id) from visits where visits.partner_id = partners.id)`.execute(
        db,
      );

      await db.schema
        .createTable('verify_misses')
        .addColumn('id', dialect === 'sqlite' ? 'integer' : 'bigserial', (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('partner_id', dialect === 'sqlite' ? 'integer' : 'bigint', (c) =>
          c.references('partners.id').onDelete('cascade'),
        )
        .addColumn('tried', 'text', (c) => c.notNull())
        .addColumn('tried_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index verify_misses_partner_idx on verify_misses (partner_id, tried_at)`.execute(
        db,
      );

      if (dialect === 'sqlite') {
        await sql`drop trigger partners_fts_au`.execute(db);
        await sql
          .raw(
            `create trigger partners_fts_au after update of ${FTS_COLUMNS} on partners begin
               insert into partners_fts(partners_fts, rowid, ${FTS_COLUMNS}) values ('delete', old.id, ${values('old')});
               insert into partners_fts(rowid, ${FTS_COLUMNS}) values (new.id, ${values('new')});
             end`,
          )
          .execute(db);
      }
    },
  };
}
