// Renewals paid by UPI, expiry reminders and Web Push.
// `renewal_requests`: a member's renewal with the UPI transaction reference (UTR) they paid with.
// A UTR is unique: one payment renews once, whoever types it again. A member has at most one
// pending request (partial unique index), so a double tap never asks the admin twice.
// `reminders_sent`: one row per member, threshold (30, 15, 7, 0 days) and membership end. The
// scheduler of every instance inserts the row before sending and only the instance whose insert
// took it sends, so a reminder goes out once across restarts and instances; a renewal moves the
// end, so the next year's reminders have keys of their own.
// `reminder_opt_outs`: members who unsubscribed from reminder e-mails.
// `push_subscriptions`: the browsers a member allowed notifications on.
// `server_keys`: keys every instance must share, made once by whichever instance starts first
// (the VAPID key pair that signs Web Push requests: a subscription is tied to its public key).
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

export function renewalsRemindersMigration(dialect: Dialect): Migration {
  const idColumn = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
  const idRef = dialect === 'sqlite' ? 'integer' : 'bigint';
  const money = 'double precision';
  return {
    async up(db: AnyDb) {
      await idColumn(db.schema.createTable('renewal_requests'))
        .addColumn('member_id', idRef, (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('utr', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('members_count', 'integer', (c) => c.notNull())
        .addColumn('total', money, (c) => c.notNull())
        .addColumn('tax', money, (c) => c.notNull())
        .addColumn('total_with_tax', money, (c) => c.notNull())
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('reason', 'text')
        .addColumn('previous_valid_until', 'text')
        .addColumn('new_valid_until', 'text')
        .execute();
      await sql`create index renewal_requests_member_idx on renewal_requests (member_id, id)`.execute(
        db,
      );
      await sql`create unique index renewal_requests_one_pending on renewal_requests (member_id) where status = 'pending'`.execute(
        db,
      );

      await db.schema
        .createTable('reminders_sent')
        .addColumn('member_id', idRef, (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('threshold', 'integer', (c) => c.notNull())
        .addColumn('valid_until', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('emailed', 'integer', (c) => c.notNull())
        .addColumn('pushed', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('reminders_sent_pk', ['member_id', 'threshold', 'valid_until'])
        .execute();

      await db.schema
        .createTable('reminder_opt_outs')
        .addColumn('member_id', idRef, (c) =>
          c.primaryKey().references('members.id').onDelete('cascade'),
        )
        .addColumn('opted_out_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('push_subscriptions'))
        .addColumn('member_id', idRef, (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index push_subscriptions_member_idx on push_subscriptions (member_id)`.execute(
        db,
      );

      await db.schema
        .createTable('server_keys')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
