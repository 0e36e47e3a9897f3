// The mail_outbox table (0016). Claiming is one UPDATE that re-checks the row is still pending,
// so two senders (two instances, or two runs in one) never both hold a row: on PostgreSQL the
// loser's UPDATE waits for the winner's and then finds the row no longer pending; SQLite runs one
// write at a time.
import type { Kysely, Selectable } from 'kysely';
import type { DB, MailOutboxTable } from '../../db/schema.ts';

export type MailRow = Selectable<MailOutboxTable>;

export interface NewMail {
  messageId: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  at: string;
}

export async function insertMail(db: Kysely<DB>, mail: NewMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      message_id: mail.messageId,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      next_attempt_at: mail.at,
      created_at: mail.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Takes the oldest due pending row for `owner` until `leaseUntil`; undefined when none is left. */
export async function claimDueMail(
  db: Kysely<DB>,
  claim: { owner: string; now: string; leaseUntil: string },
): Promise<MailRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      lease_owner: claim.owner,
      lease_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', claim.now)
        .orderBy('id')
        .limit(1),
    )
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Rows whose sender stopped while sending them (its lease ran out): whether the SMTP server took
 * the message is unknowable, so they are set aside as 'unknown', never sent again.
 */
export async function setAsideAbandoned(
  db: Kysely<DB>,
  at: { now: string; reason: string },
): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'unknown', lease_owner: null, lease_until: null, last_error: at.reason })
    .where('status', '=', 'sending')
    .where('lease_until', '<', at.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The holder's row left. Holder only: a row set aside meanwhile is corrected to sent. */
export async function markSent(
  db: Kysely<DB>,
  row: { id: number; owner: string; at: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: row.at,
      lease_owner: null,
      lease_until: null,
      last_error: null,
    })
    .where('id', '=', row.id)
    .where('lease_owner', '=', row.owner)
    .execute();
}

/** A try failed: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
export async function markFailedTry(
  db: Kysely<DB>,
  row: { id: number; owner: string; error: string; retryAt: string | null },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: row.retryAt ? 'pending' : 'failed',
      next_attempt_at: row.retryAt ?? undefined,
      lease_owner: null,
      lease_until: null,
      last_error: row.error,
    })
    .where('id', '=', row.id)
    .where('lease_owner', '=', row.owner)
    .where('status', '=', 'sending')
    .execute();
}

/** One page, newest first (ids only grow). */
export async function selectMailPage(
  db: Kysely<DB>,
  page: { offset: number; limit: number },
): Promise<{ rows: MailRow[]; total: number }> {
  const { total } = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}
