// A session generation per account (DESIGN.md 6, issue 6 finding 5). Session tokens carry the
// generation they were issued under, and the auth guards compare it with the account's on every
// request: raising it ends every session issued before, on every device, while tokens stay
// stateless JWTs. Raised by a logout, a password change or reset, and a card revocation ('lost
// phone'). Existing accounts start at 0, which is also what a token issued before this migration
// (with no generation in it) counts as, so today's sessions keep working until a bump.
import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

const TABLES = ['members', 'partners', 'admins'] as const;

export const sessionGenerationMigration: Migration = {
  async up(db: AnyDb) {
    for (const table of TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
  },
};
