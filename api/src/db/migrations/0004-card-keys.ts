// Card keys and stale cards.
// `card_keys`: every API instance records the public half of the key it signs cards with, so
// /.well-known/jwks.json lists the keys of every instance behind a load balancer, not only the
// answering one's. Private keys never come here: they stay in DATA_DIR or CARD_PRIVATE_JWK.
// A trigger revokes a member's live card as soon as what it says changes (name, plan, validity,
// family), whichever code path or hand-run statement changes it, in that same transaction: the
// card already on the member's phone must stop verifying offline, not only once they reopen it.
// It compares whole columns: a family member's age or gender, which the card does not carry, also
// counts as a change. Such edits are rare admin corrections, and the member's app fetches the
// reissued card the next time it is online; reading the JSON in the trigger was not worth it.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

const CARD_FIELDS = ['name', 'plan', 'valid_until', 'family_details'] as const;

/** `replaced`: like a card reissued for new content, not a cancellation (sync-push flags only those). */
const revokeStaleCards = (now: string) => `
  insert into card_revocations (rid, member_id, reason, revoked_at)
    select rid, new.id, 'replaced', ${now} from member_cards
    where member_id = new.id and revoked_at is null
    on conflict (rid) do nothing;
  update member_cards set revoked_at = ${now}
    where member_id = new.id and revoked_at is null;`;

export function cardKeysMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('card_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('public_jwk', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('retired_at', 'text')
        .execute();

      const columns = CARD_FIELDS.join(', ');
      if (dialect === 'sqlite') {
        const changed = CARD_FIELDS.map((f) => `old.${f} is not new.${f}`).join(' or ');
        await sql
          .raw(
            `create trigger members_card_content_au after update of ${columns} on members
               when ${changed} begin
               ${revokeStaleCards(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)}
             end`,
          )
          .execute(db);
        return;
      }
      const changed = CARD_FIELDS.map((f) => `old.${f} is distinct from new.${f}`).join(' or ');
      await sql
        .raw(
          `create function members_card_content() returns trigger language plpgsql as $$
           begin
             ${revokeStaleCards(`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger members_card_content_au after update of ${columns} on members
             for each row when (${changed}) execute function members_card_content()`,
        )
        .execute(db);
    },
  };
}
