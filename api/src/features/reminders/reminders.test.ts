import { afterEach, describe, expect, it } from 'vitest';
import { formatDateIN, formatRupees, quoteMembership } from '@mcs/shared';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { seedDemo } from '../../seed/index.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  browserKeys,
  decryptPush,
  startPushEndpoint,
  verifyVapid,
} from './push-endpoint.test-kit.ts';
import { startReminderScheduler } from './reminder-scheduler.ts';
import { runReminders } from './reminders.service.ts';

const DAY = 86_400_000;
// Membership ends at 18:29:59.999 UTC, the last moment of an India day.
const END = new Date('2026-12-31T18:29:59.999Z');

let t: TestApp;
const FIFTEEN_DAYS_BEFORE = new Date(END.getTime() - 15 * DAY);
let clock = FIFTEEN_DAYS_BEFORE;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
  await t.close();
  clock = FIFTEEN_DAYS_BEFORE;
});

async function setUp() {
  t = await makeTestApp({ deps: { now: () => clock } });
  return t;
}

const run = (db: Kysely<DB> = t.db) => runReminders({ ...t.deps, db });

async function reminderMails() {
  return t.db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'subject', 'text_body'])
    .where('kind', 'like', 'reminder-%')
    .orderBy('id')
    .execute();
}

describe('expiry reminders', () => {
  it('e-mails at 30, 15 and 7 days before the end and on the day it ends, each once', async () => {
    clock = new Date(END.getTime() - 31 * DAY);
    await setUp();
    const { member } = await t.signIn.member({ validUntil: END.toISOString() });
    const at = async (daysBefore: number) => {
      clock = new Date(END.getTime() - daysBefore * DAY - 3 * 3600_000);
      return (await run()).sent.map((s) => s.threshold);
    };
    expect(await at(31)).toEqual([]);
    expect(await at(30)).toEqual([30]);
    expect(await at(29)).toEqual([]);
    expect(await at(16)).toEqual([]);
    expect(await at(15)).toEqual([15]);
    expect(await at(7)).toEqual([7]);
    expect(await at(3)).toEqual([]);
    expect(await at(0)).toEqual([0]);
    clock = new Date(END.getTime() + DAY);
    expect((await run()).sent).toEqual([]);
    const mails = await reminderMails();
    expect(mails.map((m) => m.kind)).toEqual([
      'reminder-30',
      'reminder-15',
      'reminder-7',
      'reminder-0',
    ]);
    expect(new Set(mails.map((m) => m.to_address))).toEqual(new Set([member.email]));
  });

  it('sends a missed reminder late, but only the latest one due', async () => {
    clock = new Date(END.getTime() - 12 * DAY);
    await setUp();
    await t.signIn.member({ validUntil: END.toISOString() });
    expect((await run()).sent.map((s) => s.threshold)).toEqual([15]);
  });

  it('names the end date and the renewal amount from the shared price rules, with the family', async () => {
    await setUp();
    await t.signIn.member({
      validUntil: END.toISOString(),
      familyDetails: [{ name: 'Ravi', age: 40, gender: 'Male', relationship: 'Spouse' }],
    });
    await run();
    const [mail] = await reminderMails();
    const amount = formatRupees(quoteMembership(2).totalWithTax);
    expect(mail!.subject).toBe(`Your membership ends on ${formatDateIN(END)}: renew for ${amount}`);
    expect(mail!.text_body).toContain('ends in 15 days, on 31/12/2026');
    expect(mail!.text_body).toContain(`${t.env.publicUrl}/dashboard`);
  });

  it('sends each reminder once across two runs at once, another instance and a restart', async () => {
    await setUp();
    await t.signIn.member({ validUntil: END.toISOString() });
    // Two runs overlapping in one process (a slow tick and the next one).
    const overlapping = await Promise.all([run(), run()]);
    expect(overlapping.flatMap((r) => r.sent)).toHaveLength(1);
    // A second connection to the same database stands for another instance or a restarted one.
    const other = openDatabase(t.env);
    cleanups.push(() => other.destroy());
    expect((await run(other)).sent).toEqual([]);
    expect((await run()).sent).toEqual([]);
    expect(await reminderMails()).toHaveLength(1);
  });

  it('leaves out cancelled memberships', async () => {
    await setUp();
    await t.signIn.member({ validUntil: END.toISOString(), status: 'Cancelled' });
    expect((await run()).sent).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('stops further reminder e-mails, while the reminder is still counted as sent', async () => {
    clock = new Date(END.getTime() - 30 * DAY);
    await setUp();
    const { member } = await t.signIn.member({ validUntil: END.toISOString() });
    await run();
    const [mail] = await reminderMails();
    const link = /http\S+unsubscribe\?token=\S+/.exec(mail!.text_body)![0];
    const url = new URL(link);
    const res = await t.request('GET', `${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /no more membership reminder e-mails/,
    );

    clock = new Date(END.getTime() - 15 * DAY);
    expect((await run()).sent.map((s) => s.threshold)).toEqual([15]);
    expect(await reminderMails()).toHaveLength(1);
    const rows = await t.db
      .selectFrom('reminders_sent')
      .select(['threshold', 'emailed'])
      .where('member_id', '=', member.id)
      .orderBy('threshold', 'desc')
      .execute();
    expect(rows).toEqual([
      { threshold: 30, emailed: 1 },
      { threshold: 15, emailed: 0 },
    ]);
  });

  it("refuses a token that was not signed by the server, or another member's id", async () => {
    await setUp();
    const { member } = await t.signIn.member({ validUntil: END.toISOString() });
    const forged = `${member.id}.${'A'.repeat(43)}`;
    const res = await t.request('GET', `/api/reminders/unsubscribe?token=${forged}`);
    expect(res.status).toBe(400);
    expect(await t.db.selectFrom('reminder_opt_outs').selectAll().execute()).toEqual([]);
  });
});

describe('Web Push reminders', () => {
  it('sends the reminder encrypted to the subscribed browser, signed with the VAPID key the app was given', async () => {
    await setUp();
    const push = await startPushEndpoint();
    cleanups.push(push.close);
    const browser = browserKeys();
    const { member, headers } = await t.signIn.member({ validUntil: END.toISOString() });
    const subscribed = await t.request(
      'POST',
      '/api/members/me/push-subscription',
      {
        endpoint: `${push.origin}/push/device-1`,
        keys: { p256dh: browser.p256dh, auth: browser.authText },
      },
      headers,
    );
    expect(subscribed.status).toBe(200);
    const keyRes = await t.request('GET', '/api/push/vapid-public-key');
    const { publicKey } = (await keyRes.json()) as { publicKey: string };

    await run();

    expect(push.received).toHaveLength(1);
    const [request] = push.received;
    expect(request!.path).toBe('/push/device-1');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    const vapid = await verifyVapid(String(request!.headers.authorization), push.origin);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.payload.sub).toBe(t.env.vapidSubject);
    expect(JSON.parse(decryptPush(request!.body, browser))).toEqual({
      title: 'MediCostSaver',
      body: `Your membership ends on 31/12/2026: renew for ${formatRupees(quoteMembership(1).totalWithTax)}`,
      url: '/dashboard',
    });
    const row = await t.db
      .selectFrom('reminders_sent')
      .select('pushed')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.pushed).toBe(1);
  });

  it('keeps one VAPID key pair across instances', async () => {
    await setUp();
    const other = openDatabase(t.env);
    cleanups.push(() => other.destroy());
    const first = await t.request('GET', '/api/push/vapid-public-key');
    const { vapidPublicKey } = await import('./push.service.ts');
    expect(await vapidPublicKey({ db: other, now: t.deps.now })).toBe(
      ((await first.json()) as { publicKey: string }).publicKey,
    );
  });

  it('forgets a subscription the push service says is gone', async () => {
    await setUp();
    const push = await startPushEndpoint(410);
    cleanups.push(push.close);
    const browser = browserKeys();
    const { headers } = await t.signIn.member({ validUntil: END.toISOString() });
    await t.request(
      'POST',
      '/api/members/me/push-subscription',
      {
        endpoint: `${push.origin}/push/gone`,
        keys: { p256dh: browser.p256dh, auth: browser.authText },
      },
      headers,
    );
    await run();
    expect(push.received).toHaveLength(1);
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });
});

describe('the reminder scheduler', () => {
  it('runs once as the server starts, and a restart sends nothing again', async () => {
    await setUp();
    await t.signIn.member({ validUntil: END.toISOString() });
    const first = startReminderScheduler(t.deps);
    await first.stop();
    expect(await reminderMails()).toHaveLength(1);
    const reopened = openDatabase(t.env);
    cleanups.push(() => reopened.destroy());
    const restarted = startReminderScheduler({ ...t.deps, db: reopened });
    await restarted.stop();
    expect(await reminderMails()).toHaveLength(1);
  });
});

describe('the demo data', () => {
  it('has a family whose membership ends in 15 days: it gets the 15-day reminder, once', async () => {
    clock = new Date('2026-11-26T06:00:00.000Z');
    t = await makeTestApp({ env: { demo: true }, deps: { now: () => clock } });
    expect(await seedDemo(t.deps)).toBe('seeded');
    const first = await run();
    expect(first.sent.map((s) => s.threshold)).toEqual([15]);
    const [mail] = await reminderMails();
    expect(mail!.to_address).toBe('farhan.ali@demo.mcs');
    expect(mail!.text_body).toContain('ends in 15 days');
    expect((await run()).sent).toEqual([]);
  });
});
