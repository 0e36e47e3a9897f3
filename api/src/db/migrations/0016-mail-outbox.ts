// E-mail leaves through a queue in the database, and a password is set or reset through a link.
// `mail_outbox`: a message is written in the same transaction as the change it tells about (no
// reset link for a rollback, no approval without its e-mail), and a sender in each server process
// claims due rows with a lease, so two instances never take the same row (features/mail).
// `password_links`: only the SHA-256 of a link's token is kept, so a copy of the database signs
// nobody in; a link is for one account, used once, and ends at `expires_at`.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

export function mailOutboxMigration(dialect: Dialect): Migration {
  const idColumn = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
  const accountId = dialect === 'sqlite' ? 'integer' : 'bigint';
  return {
    async up(db: AnyDb) {
      await idColumn(db.schema.createTable('mail_outbox'))
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      // The sender's two questions: which pending rows are due, which leases have run out.
      await db.schema
        .createIndex('mail_outbox_due_idx')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await idColumn(db.schema.createTable('password_links'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('account_id', accountId, (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
