// Initial schema. Written with Kysely's schema builder so the same file runs on SQLite and
// PostgreSQL; the only dialect branches are the id column type and full-text search.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

export function initialMigration(dialect: Dialect): Migration {
  const idColumn = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
  // A reference to an id. On PostgreSQL ids are 8-byte (bigserial, as SQLite's integer ids are), so
  // any id a request may name (up to 16 digits) compares with them instead of overflowing int4.
  const idRef = dialect === 'sqlite' ? 'integer' : 'bigint';

  // Rupee amounts to the paisa: 'double precision' is SQLite's REAL and PostgreSQL's float8
  // (PostgreSQL's 'real' is a 4-byte float, too coarse for money).
  const money = 'double precision';

  return {
    async up(db: AnyDb) {
      await idColumn(db.schema.createTable('members'))
        .addColumn('membership_id', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull().defaultTo('Annual'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addColumn('valid_until', 'text', (c) => c.notNull())
        .addColumn('family_details', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('members_phone_idx').on('members').column('phone').execute();
      await db.schema
        .createIndex('members_created_idx')
        .on('members')
        .column('created_at')
        .execute();

      await idColumn(db.schema.createTable('admins'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('admin_invites'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', idRef, (c) => c.references('admins.id').onDelete('set null'))
        .addColumn('used_by', idRef, (c) => c.references('admins.id').onDelete('set null'))
        .addColumn('used_at', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('partners'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('rejection_reason', 'text')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('responsible_name', 'text', (c) => c.notNull())
        .addColumn('responsible_sex', 'text', (c) => c.notNull())
        .addColumn('responsible_age', 'text', (c) => c.notNull())
        .addColumn('responsible_dob', 'text', (c) => c.notNull())
        .addColumn('contact_email', 'text', (c) => c.notNull())
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('website', 'text')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('district', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('time_from', 'text', (c) => c.notNull())
        .addColumn('time_to', 'text', (c) => c.notNull())
        .addColumn('day_from', 'text', (c) => c.notNull())
        .addColumn('day_to', 'text', (c) => c.notNull())
        .addColumn('timings', 'text')
        .addColumn('specialization', 'text')
        .addColumn('council_name', 'text', (c) => c.notNull())
        .addColumn('council_number', 'text', (c) => c.notNull())
        .addColumn('discount_amount', 'text', (c) => c.notNull())
        .addColumn('discount_items', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('certificate_file', 'text')
        .addColumn('clinic_photos', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Directory filters: every query is "approved only" plus some of type/state/district/
      // specialization, newest first. Expression indexes keep the case-insensitive filters indexed.
      await sql`create index partners_status_created_idx on partners (status, created_at)`.execute(
        db,
      );
      await sql`create index partners_status_type_idx on partners (status, type, created_at)`.execute(
        db,
      );
      await sql`create index partners_place_idx on partners (status, lower(state), lower(district))`.execute(
        db,
      );
      await sql`create index partners_spec_idx on partners (status, lower(specialization))`.execute(
        db,
      );
      await sql`create index partners_updated_idx on partners (updated_at)`.execute(db);

      // One row per stored file, so serving it can check who may see it without scanning partners.
      await db.schema
        .createTable('uploads')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('partner_id', idRef, (c) => c.references('partners.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('uploads_partner_idx')
        .on('uploads')
        .column('partner_id')
        .execute();

      await idColumn(db.schema.createTable('visits'))
        .addColumn('client_id', 'text', (c) => c.notNull().unique())
        .addColumn('partner_id', idRef, (c) => c.references('partners.id').onDelete('set null'))
        .addColumn('member_id', idRef, (c) => c.references('members.id').onDelete('set null'))
        .addColumn('membership_id', 'text', (c) => c.notNull())
        .addColumn('member_name', 'text', (c) => c.notNull())
        .addColumn('partner_name', 'text', (c) => c.notNull())
        .addColumn('partner_address', 'text', (c) => c.notNull())
        .addColumn('doctor_name', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('discount_applied', money, (c) => c.notNull().defaultTo(0))
        .addColumn('bill_amount', money)
        .addColumn('saved_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('visited_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('flag_reason', 'text')
        .execute();
      await sql`create index visits_partner_idx on visits (partner_id, visited_at)`.execute(db);
      await sql`create index visits_member_idx on visits (member_id, visited_at)`.execute(db);

      await idColumn(db.schema.createTable('payments'))
        .addColumn('member_id', idRef, (c) => c.references('members.id').onDelete('set null'))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('members_count', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index payments_paid_idx on payments (paid_at)`.execute(db);

      await idColumn(db.schema.createTable('contact_queries'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('member'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index contact_queries_created_idx on contact_queries (created_at)`.execute(
        db,
      );

      if (dialect === 'sqlite') await createPartnerSearchSqlite(db);
      else await createPartnerSearchPostgres(db);
    },
  };
}

/**
 * SQLite full-text index over the directory's searchable text, kept in step by triggers so no
 * code path can forget it. PostgreSQL indexes a tsvector expression instead (below).
 */
async function createPartnerSearchSqlite(db: AnyDb): Promise<void> {
  const cols = 'name, responsible_name, specialization, address, district, state';
  const newVals =
    'new.name, new.responsible_name, new.specialization, new.address, new.district, new.state';
  const oldVals =
    'old.name, old.responsible_name, old.specialization, old.address, old.district, old.state';
  const statements = [
    `create virtual table partners_fts using fts5(${cols}, content='partners', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    `create trigger partners_fts_ai after insert on partners begin
       insert into partners_fts(rowid, ${cols}) values (new.id, ${newVals});
     end`,
    `create trigger partners_fts_ad after delete on partners begin
       insert into partners_fts(partners_fts, rowid, ${cols}) values ('delete', old.id, ${oldVals});
     end`,
    `create trigger partners_fts_au after update on partners begin
       insert into partners_fts(partners_fts, rowid, ${cols}) values ('delete', old.id, ${oldVals});
       insert into partners_fts(rowid, ${cols}) values (new.id, ${newVals});
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * PostgreSQL's directory index: a GIN index over a tsvector computed from the searched columns. It must split words as SQLite's FTS5 (unicode61, remove_diacritics 2) and the
 * offline search (`searchTokens` in @mcs/shared) do: runs of letters and digits, lower case,
 * accents dropped. PostgreSQL's own parser would keep "mg-road" or an email address whole, so
 * every other character becomes a space first. A '~' entry between columns keeps a phrase typed
 * as one word ("mg-road") from matching across two columns, as FTS5's columns do; no search
 * token is ever '~'. unaccent is a trusted extension: the database owner may create it.
 */
async function createPartnerSearchPostgres(db: AnyDb): Promise<void> {
  const statements = [
    `create extension if not exists unaccent`,
    // IMMUTABLE (unaccent itself is only STABLE, as its rules file could change) so an index may
    // use it; the rules are fixed for the life of the database.
    `create function partner_search_vector(variadic fields text[]) returns tsvector
       language plpgsql immutable parallel safe as $$
     declare
       v tsvector := '';
       f text;
     begin
       foreach f in array fields loop
         v := v || to_tsvector('simple', regexp_replace(
                lower(public.unaccent('public.unaccent'::regdictionary, coalesce(f, ''))),
                '[^[:alnum:]]+', ' ', 'g'))
              || '~:1'::tsvector;
       end loop;
       return v;
     end $$`,
    // An expression index, not a stored column: rows read and written stay as on SQLite, and a
    // query naming the same expression (directory-search-postgres.ts) is answered from it.
    `create index partners_search_idx on partners using gin (
       partner_search_vector(name, responsible_name, specialization, address, district, state))`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
