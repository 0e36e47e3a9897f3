// One member per phone number. Members sign in by phone as well as by email, so a phone shared by
// two accounts named no one: the check at enrolment alone let two racing requests both through.
// The unique index settles such a race in the database. Members without a phone keep NULL, which
// a unique index never counts as a clash, so any number of them may exist.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const memberPhoneMigration: Migration = {
  async up(db: AnyDb) {
    // Stored as enrolment now stores them (normalisePhone in @mcs/shared): no spaces or dashes,
    // so one number typed two ways is seen as one. A blank phone is no phone.
    await sql`update members set phone = replace(replace(trim(phone), ' ', ''), '-', '')`.execute(
      db,
    );
    await sql`update members set phone = null where phone = ''`.execute(db);
    // A phone already shared could not sign anyone in; the oldest account keeps it and the others
    // lose it (their email sign-in is untouched), or the unique index could not be built.
    await sql`update members set phone = null
      where id in (
        select later.id from members later
        join members earlier on earlier.phone = later.phone and earlier.id < later.id
      )`.execute(db);
    await db.schema.dropIndex('members_phone_idx').execute();
    await db.schema
      .createIndex('members_phone_unique')
      .unique()
      .on('members')
      .column('phone')
      .execute();
  },
};
