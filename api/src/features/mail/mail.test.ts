// E-mail leaves through the queue: to a real SMTP server on loopback (read back with mailparser),
// exactly once across two senders and a restart, again after a failed try (with backoff), never
// again after a sender stopped mid-send; with no SMTP_URL as .eml files; listed for admins only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { mailListResponseSchema } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import type { TestSmtpServer } from '../../test/smtp-server.ts';
import { smtpTransport } from './mail-transport.ts';
import { claimDueMail } from './mail.repo.ts';
import { enqueueMail, MAIL_LEASE_MS, MailSender } from './mail.service.ts';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const FROM = 'MediCostSaver <no-reply@medicostsaver.in>';
const START = new Date('2026-11-26T10:00:00.000Z');

/** A sender on its own clock, as one server process would run it. */
function senderAt(app: TestApp, clock: { now: Date }, url: string, owner: string) {
  return new MailSender({
    db: app.db,
    transport: smtpTransport(url),
    from: FROM,
    logger: app.deps.logger,
    now: () => clock.now,
    owner,
  });
}

const statusOf = async (app: TestApp, id: number) =>
  app.db
    .selectFrom('mail_outbox')
    .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('mail queue over SMTP', () => {
  it('sends each message once across two senders at once and a restart', async () => {
    t = await makeTestApp();
    smtp = await startSmtpServer();
    const clock = { now: START };
    for (const n of [1, 2, 3]) {
      await enqueueMail(
        t.db,
        { to: `family${n}@example.in`, subject: `Hello ${n}`, text: `Body ${n}`, kind: 'test' },
        START,
      );
    }
    const a = senderAt(t, clock, smtp.url, 'instance-a');
    const b = senderAt(t, clock, smtp.url, 'instance-b');
    const [sentByA, sentByB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentByA + sentByB).toBe(3);
    await Promise.all([a.stop(), b.stop()]);

    // A restart, much later: a new sender finds nothing left to send.
    clock.now = new Date(START.getTime() + 24 * 3600_000);
    const restarted = senderAt(t, clock, smtp.url, 'instance-a-restarted');
    expect(await restarted.runOnce()).toBe(0);
    await restarted.stop();

    expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Hello 1', 'Hello 2', 'Hello 3']);
    const first = smtp.received.find((m) => m.subject === 'Hello 1');
    expect(first?.text?.trim()).toBe('Body 1');
    expect(first?.from?.value).toEqual([
      { name: 'MediCostSaver', address: 'no-reply@medicostsaver.in' },
    ]);
    expect(first?.messageId).toMatch(/^<[0-9a-f-]{36}@medicostsaver\.in>$/);
  });

  it('retries a refused try after the backoff, with the same Message-ID', async () => {
    t = await makeTestApp();
    smtp = await startSmtpServer();
    const clock = { now: START };
    const id = await enqueueMail(
      t.db,
      { to: 'asha@example.in', subject: 'Your link', text: 'Open it', kind: 'test' },
      START,
    );
    const sender = senderAt(t, clock, smtp.url, 'one');
    smtp.refuseNext(1);
    expect(await sender.runOnce()).toBe(0);
    const afterFailure = await statusOf(t, id);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure.last_error).toMatch(/Try again later/);
    expect(afterFailure.next_attempt_at).toBe(new Date(START.getTime() + 30_000).toISOString());

    // Not yet due: nothing is tried.
    clock.now = new Date(START.getTime() + 29_000);
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    clock.now = new Date(START.getTime() + 30_000);
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    expect(smtp.received).toHaveLength(1);
    expect(await statusOf(t, id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('marks a message the SMTP server refuses for good (5xx) as failed, not retried', async () => {
    t = await makeTestApp();
    smtp = await startSmtpServer();
    const clock = { now: START };
    const id = await enqueueMail(
      t.db,
      { to: 'nobody@example.in', subject: 'x', text: 'x', kind: 'test' },
      START,
    );
    const sender = senderAt(t, clock, smtp.url, 'one');
    smtp.refuseNext(1, 550);
    await sender.runOnce();
    clock.now = new Date(START.getTime() + 24 * 3600_000);
    expect(await sender.runOnce()).toBe(0);
    await sender.stop();
    expect(smtp.received).toHaveLength(0);
    expect((await statusOf(t, id)).status).toBe('failed');
  });

  it('never resends a message whose sender stopped mid-send: it is set aside as unknown', async () => {
    t = await makeTestApp();
    smtp = await startSmtpServer();
    const id = await enqueueMail(
      t.db,
      { to: 'asha@example.in', subject: 'Maybe sent', text: 'x', kind: 'test' },
      START,
    );
    // A process claims the row and dies before marking it (its lease is never released).
    const claimed = await claimDueMail(t.db, {
      owner: 'crashed',
      now: START.toISOString(),
      leaseUntil: new Date(START.getTime() + MAIL_LEASE_MS).toISOString(),
    });
    expect(Number(claimed?.id)).toBe(id);

    // While the lease runs, another instance leaves it alone; after it, sets it aside unsent.
    const clock = { now: new Date(START.getTime() + 60_000) };
    const other = senderAt(t, clock, smtp.url, 'other');
    expect(await other.runOnce()).toBe(0);
    expect((await statusOf(t, id)).status).toBe('sending');
    clock.now = new Date(START.getTime() + MAIL_LEASE_MS + 1);
    expect(await other.runOnce()).toBe(0);
    await other.stop();
    expect((await statusOf(t, id)).status).toBe('unknown');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each message to DATA_DIR/mail as an .eml file, listed for admins only', async () => {
    t = await makeTestApp();
    expect(t.deps.mail.description).toBe(join(t.dataDir, 'mail'));
    await enqueueMail(t.db, {
      to: 'asha@example.in',
      subject: 'Set your password',
      text: 'Open the link',
      html: '<p>Open the link</p>',
      kind: 'enrolment',
    });
    const sender = new MailSender({
      db: t.db,
      transport: t.deps.mail,
      from: t.env.mailFrom,
      logger: t.deps.logger,
    });
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();

    const files = readdirSync(join(t.dataDir, 'mail'));
    expect(files).toEqual(['000001.eml']);
    const parsed = await simpleParser(readFileSync(join(t.dataDir, 'mail', files[0]!)));
    expect(parsed.subject).toBe('Set your password');
    expect(parsed.text?.trim()).toBe('Open the link');
    expect(parsed.html).toContain('<p>Open the link</p>');

    const { headers } = await t.signIn.admin();
    const res = await t.request('GET', '/api/admin/mail', undefined, headers);
    expect(res.status).toBe(200);
    const list = mailListResponseSchema.parse(await res.json());
    expect(list.delivery).toBe(join(t.dataDir, 'mail'));
    expect(list.messages).toEqual([
      expect.objectContaining({
        to: 'asha@example.in',
        subject: 'Set your password',
        kind: 'enrolment',
        status: 'sent',
        attempts: 1,
      }),
    ]);
    expect(list.pagination.totalMessages).toBe(1);

    const member = await t.signIn.member();
    expect((await t.request('GET', '/api/admin/mail', undefined, member.headers)).status).toBe(403);
    expect((await t.request('GET', '/api/admin/mail')).status).toBe(401);
  });
});
