// A session generation per account. Session tokens carry the
// generation they were issued under, and the auth guards compare it with the account's on every
// request: raising it ends every session issued before, on every device, while tokens stay
// stateless JWTs. Raised by a logout, a password change or reset, and a card revocation ('lost
// phone'). Existing accounts start at 0, which is also what a token issued before this migration
// (with no generation in it) counts as, so today's sessions keep working until a bump.
// A partner's logout changes nothing a desk lists, so the directory feed trigger (0002) no longer
// fires on it: otherwise every sign-out would send that partner to every device again.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

const TABLES = ['members', 'partners', 'admins'] as const;

export function sessionGenerationMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      const sameGeneration = 'old.session_generation = new.session_generation';
      if (dialect === 'sqlite') {
        await sql`drop trigger partners_feed_au`.execute(db);
        await sql
          .raw(
            `create trigger partners_feed_au after update on partners when ${sameGeneration} begin
               insert into directory_changes (partner_id, changed_at)
                 values (new.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
             end`,
          )
          .execute(db);
        return;
      }
      await sql`drop trigger partners_feed on partners`.execute(db);
      await sql`create trigger partners_feed_ai_ad after insert or delete on partners
          for each row execute function partners_feed()`.execute(db);
      await sql
        .raw(
          `create trigger partners_feed_au after update on partners
             for each row when (${sameGeneration}) execute function partners_feed()`,
        )
        .execute(db);
    },
  };
}
