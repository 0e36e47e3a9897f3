// Cards and sync: issued cards, the revocation list and the directory change
// feed, each read by cursor (an increasing `seq`). Triggers fill the feed and revoke the cards of
// a cancelled or deleted member, so no code path that edits partners or members can forget to.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

export function cardsMigration(dialect: Dialect): Migration {
  const seqColumn = (table: ReturnType<AnyDb['schema']['createTable']>, name: string) =>
    dialect === 'sqlite'
      ? table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn(name, 'bigserial', (c) => c.primaryKey());

  // Ids are 8-byte on PostgreSQL (0001), so their references are too.
  const idRef = dialect === 'sqlite' ? 'integer' : 'bigint';

  return {
    async up(db: AnyDb) {
      await seqColumn(db.schema.createTable('member_cards'), 'id')
        .addColumn('member_id', idRef, (c) => c.references('members.id').onDelete('set null'))
        .addColumn('rid', 'text', (c) => c.notNull().unique())
        .addColumn('kid', 'text', (c) => c.notNull())
        .addColumn('jws', 'text', (c) => c.notNull())
        .addColumn('claims_hash', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await sql`create index member_cards_member_idx on member_cards (member_id, revoked_at)`.execute(
        db,
      );
      await sql`create index member_cards_live_kid_idx on member_cards (revoked_at, expires_at, kid)`.execute(
        db,
      );

      await seqColumn(db.schema.createTable('card_revocations'), 'seq')
        .addColumn('rid', 'text', (c) => c.notNull().unique())
        .addColumn('member_id', idRef)
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text', (c) => c.notNull())
        .execute();

      await seqColumn(db.schema.createTable('directory_changes'), 'seq')
        .addColumn('partner_id', idRef, (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();

      if (dialect === 'sqlite') await createTriggersSqlite(db);
      else await createTriggersPostgres(db);

      // Partners that existed before this migration enter the feed once.
      await sql`insert into directory_changes (partner_id, changed_at) select id, updated_at from partners order by id`.execute(
        db,
      );
    },
  };
}

const revokeCardsOf = (memberRef: string, reason: string, now: string) => `
  insert into card_revocations (rid, member_id, reason, revoked_at)
    select rid, ${memberRef}, '${reason}', ${now} from member_cards
    where member_id = ${memberRef} and revoked_at is null
    on conflict (rid) do nothing;
  update member_cards set revoked_at = ${now} where member_id = ${memberRef} and revoked_at is null;`;

async function createTriggersSqlite(db: AnyDb): Promise<void> {
  const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const statements = [
    `create trigger partners_feed_ai after insert on partners begin
       insert into directory_changes (partner_id, changed_at) values (new.id, ${now});
     end`,
    `create trigger partners_feed_au after update on partners begin
       insert into directory_changes (partner_id, changed_at) values (new.id, ${now});
     end`,
    `create trigger partners_feed_ad after delete on partners begin
       insert into directory_changes (partner_id, changed_at) values (old.id, ${now});
     end`,
    // BEFORE delete: the foreign key's SET NULL would otherwise hide whose cards they were.
    `create trigger members_cards_bd before delete on members begin
       ${revokeCardsOf('old.id', 'member_deleted', now)}
     end`,
    `create trigger members_cards_au after update of status on members
       when new.status = 'Cancelled' and old.status <> 'Cancelled' begin
       ${revokeCardsOf('new.id', 'cancelled', now)}
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function createTriggersPostgres(db: AnyDb): Promise<void> {
  const now = `to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const statements = [
    `create function partners_feed() returns trigger language plpgsql as $$
     begin
       insert into directory_changes (partner_id, changed_at)
         values (case when tg_op = 'DELETE' then old.id else new.id end, ${now});
       return null;
     end $$`,
    `create trigger partners_feed after insert or update or delete on partners
       for each row execute function partners_feed()`,
    `create function members_cards_revoke() returns trigger language plpgsql as $$
     begin
       if tg_op = 'DELETE' then
         ${revokeCardsOf('old.id', 'member_deleted', now)}
         return old;
       end if;
       if new.status = 'Cancelled' and old.status <> 'Cancelled' then
         ${revokeCardsOf('new.id', 'cancelled', now)}
       end if;
       return new;
     end $$`,
    `create trigger members_cards_bd before delete on members for each row execute function members_cards_revoke()`,
    `create trigger members_cards_au after update of status on members for each row execute function members_cards_revoke()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
