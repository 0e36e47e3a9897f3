// A member enrolled by an admin signs in first with a password the admin set (generated and read
// out, or typed): the admin has seen it, and so may whoever carried it to the family. Such a
// member is asked for a new one before anything else: `must_change_password` is 1 from enrolment
// until the member changes it. 0/1 like every flag here (SQLite binds no booleans), the same
// column on both dialects. Members enrolled before keep 0: asking them now, with no warning,
// would stop a parent at the counter.
import type { Kysely, Migration } from 'kysely';

export const mustChangePasswordMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
