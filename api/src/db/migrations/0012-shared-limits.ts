// Limits every instance counts the same: sign-in, membership checks (verify and the sync push),
// registration and contact attempts were counted in each process, so two instances behind a load
// balancer allowed twice as much. `rate_limit_counters` holds one row per limit and subject (an
// address, an account at an address, a partner): its hits in the current window and when that
// window ends (ISO text, compared as text like every other time here). A row whose window has
// ended counts as zero and starts a new window on its next hit; such rows are deleted from time to
// time. The index on `verify_misses.tried_at` serves deleting misses past their keeping time.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

export const sharedLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('limit_name', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_ends', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limit_counters_pk', ['limit_name', 'subject'])
      .execute();
    await sql`create index rate_limit_counters_ends_idx on rate_limit_counters (limit_name, window_ends)`.execute(
      db,
    );
    await sql`create index verify_misses_tried_at_idx on verify_misses (tried_at)`.execute(db);
  },
};
