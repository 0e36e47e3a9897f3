// Outgoing e-mail. A feature writes a message with `enqueueMail` inside the transaction of the
// change it tells about; a sender in every server process (`MailSender`) claims due messages
// from the queue with a lease, sends them and marks them sent, retrying a failed try with backoff.
//
// Never sent twice, rather than surely sent: SMTP has no two-phase commit, so a sender that stops
// between handing a message over and marking it sent leaves a row that may or may not have left.
// Such a row (its lease ran out while 'sending') is set aside as 'unknown' and shown in the admin
// console, not sent again. A try that fails on our side of the hand-over (no connection, a refusal,
// a timeout) did not deliver, so it goes back to 'pending' for a later try. Each row carries one
// Message-ID for all its tries, so a receiving server that sees it twice can tell.
import { randomUUID } from 'node:crypto';
import { pageInfo, pageWindow } from '@mcs/shared';
import type { MailListQuery, MailListResponse } from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Principal } from '../../lib/principal.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  claimDueMail,
  insertMail,
  markFailedTry,
  markSent,
  selectMailPage,
  setAsideAbandoned,
} from './mail.repo.ts';
import type { MailRow } from './mail.repo.ts';

export interface MailToSend {
  to: string;
  subject: string;
  /** The plain-text body every message has. */
  text: string;
  /** An HTML body as well, when wanted. */
  html?: string;
  /** What it is for (password-reset, reminder-15...): the console's list shows it. */
  kind: string;
}

/**
 * Queues one message. Pass the transaction of the change it tells about, so the message exists
 * exactly when the change commits. Answers the queue row's id.
 */
export async function enqueueMail(
  db: Kysely<DB>,
  mail: MailToSend,
  at: Date = new Date(),
): Promise<number> {
  return insertMail(db, {
    messageId: randomUUID(),
    kind: mail.kind,
    to: mail.to.trim(),
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    at: at.toISOString(),
  });
}

/** A row held longer than this by a sender is taken as abandoned (the SMTP timeouts are shorter). */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Tries per message before it is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Messages one run sends at most, so a long queue does not hold a run for ever. */
const BATCH = 50;

/** The wait before try `attempts + 1`: 30 s, 1 min, 2 min... up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

const ABANDONED =
  'The sender stopped while sending this message; it may have left, so it is not sent again.';

/** A 5xx answer is the SMTP server refusing this message for good: trying again changes nothing. */
function refusedForGood(error: unknown): boolean {
  const code =
    error && typeof error === 'object' && 'responseCode' in error ? error.responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** `<uuid@domain of MAIL_FROM>`: the same for every try of the row. */
function messageIdHeader(row: MailRow, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${row.message_id}@${domain}>`;
}

export interface MailSenderOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  from: string;
  logger: Logger;
  now?: () => Date;
  /** Names this sender's leases; one per process. */
  owner?: string;
}

export class MailSender {
  private readonly owner: string;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: MailSenderOptions) {
    this.owner = options.owner ?? randomUUID();
    this.now = options.now ?? (() => new Date());
  }

  /** Sends what is due now; answers how many left. One run at a time per sender. */
  runOnce(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs every `intervalMs` until `stop()`. */
  start(intervalMs = 5_000): void {
    if (this.timer) return;
    const tick = () => {
      this.runOnce().catch((error: unknown) =>
        this.options.logger.error(`mail sender: ${errorText(error)}`),
      );
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  /** Stops the timer and waits for a run under way, so the database can close after. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.options.transport.close();
  }

  private async run(): Promise<number> {
    const { db, transport, logger } = this.options;
    const abandoned = await setAsideAbandoned(db, {
      now: this.now().toISOString(),
      reason: ABANDONED,
    });
    if (abandoned > 0) logger.warn(`mail: ${abandoned} message(s) set aside as unknown`);
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const now = this.now();
      const row = await claimDueMail(db, {
        owner: this.owner,
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS).toISOString(),
      });
      if (!row) break;
      try {
        await transport.send({
          id: Number(row.id),
          messageId: messageIdHeader(row, this.options.from),
          from: this.options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        });
      } catch (error) {
        const attempts = Number(row.attempts);
        const retry = !refusedForGood(error) && attempts < MAIL_MAX_ATTEMPTS;
        await markFailedTry(db, {
          id: Number(row.id),
          owner: this.owner,
          error: errorText(error),
          retryAt: retry
            ? new Date(this.now().getTime() + retryDelayMs(attempts)).toISOString()
            : null,
        });
        logger.warn(`mail ${row.id} (${row.kind}) not sent: ${errorText(error)}`);
        continue;
      }
      await markSent(db, { id: Number(row.id), owner: this.owner, at: this.now().toISOString() });
      sent++;
    }
    return sent;
  }
}

/** For the admin console: what was sent or is waiting, newest first. */
export async function listMail(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  actor: Principal,
  query: MailListQuery,
): Promise<MailListResponse> {
  assertAdmin(actor);
  const { rows, total } = await selectMailPage(deps.db, pageWindow(query.page, query.limit));
  return {
    messages: rows.map((row) => ({
      id: String(row.id),
      to: row.to_address,
      subject: row.subject,
      kind: row.kind,
      status: row.status,
      attempts: Number(row.attempts),
      createdAt: row.created_at,
      sentAt: row.sent_at,
      lastError: row.last_error,
    })),
    pagination: { ...pageInfo(total, query.page, query.limit), totalMessages: total },
    delivery: deps.mail.description,
  };
}
