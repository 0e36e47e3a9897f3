// Webhooks end to end: a partner registers an endpoint, the change writes its event, and the
// dispatcher delivers it to a receiver on loopback (a node:http server in the test), checked with
// the standardwebhooks package, an implementation of the specification independent of ours.
// Time is the test's clock: the dispatcher runs a round when told (`runOnce`), at the clock's now.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import {
  webhookAttemptsResponseSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookTestResponseSchema,
} from '@mcs/shared';
import type { WebhookEventType } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cardOf } from '../cards/card-test-kit.ts';
import { createWebhookDispatcher, KEEP_SETTLED_MS, RETRY_DELAYS_MS } from './webhook-dispatcher.ts';
import {
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_NOT_PUBLIC,
  WEBHOOK_URL_WITH_CREDENTIALS,
} from './webhook-address.ts';
import { ENDPOINT_NOT_FOUND } from './webhooks.service.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP server on 127.0.0.1 that keeps what it receives and answers the statuses queued. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let t: TestApp | undefined;
let receiver: Receiver | undefined;
afterEach(async () => {
  await t?.close();
  await receiver?.close();
  t = undefined;
  receiver = undefined;
});

/** The test's clock, from the real now (signatures are checked against the real time). */
function testClock() {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance: (ms: number) => (now += ms),
  };
}

async function setUp(allowLocal = true) {
  const clock = testClock();
  t = await makeTestApp({ env: { webhooksAllowLocal: allowLocal }, deps: { now: clock.now } });
  receiver = await startReceiver();
  // Jitter pinned to the middle: each wait is exactly its scheduled length.
  const dispatcher = createWebhookDispatcher(t.deps, { random: () => 0.5 });
  return { t, receiver, clock, dispatcher };
}

async function register(
  app: TestApp,
  headers: Record<string, string>,
  url: string,
  events: WebhookEventType[],
) {
  const res = await app.request('POST', '/api/partners/webhooks', { url, events }, headers);
  expect(res.status).toBe(201);
  return webhookEndpointSchema.parse(await res.json());
}

/** The delivery as the standardwebhooks library reads it (throws on a bad signature). */
function verified(secret: string, delivery: Received) {
  const headers: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
    headers[name] = String(delivery.headers[name]);
  return new Webhook(secret).verify(delivery.body, headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}

/**
 * An endpoint written straight to the database, as if registered while its address passed the
 * check: the check runs again at each try.
 */
async function insertCheckedEarlier(app: TestApp, partnerId: number, url: string) {
  const { id } = await app.db
    .insertInto('webhook_endpoints')
    .values({
      partner_id: partnerId,
      url,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      events: JSON.stringify(['card.revoked']),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The partner's delivery log, newest first. */
async function attemptsOf(app: TestApp, headers: Record<string, string>) {
  return webhookAttemptsResponseSchema.parse(
    await (await app.request('GET', '/api/partners/webhooks/attempts', undefined, headers)).json(),
  ).attempts;
}

/** Nothing reached the receiver, and the log says the address is not a public one. */
async function expectRefusedAsNotPublic(
  app: TestApp,
  to: Receiver,
  headers: Record<string, string>,
) {
  expect(to.received).toEqual([]);
  expect((await attemptsOf(app, headers))[0]).toMatchObject({
    ok: false,
    statusCode: null,
    error: WEBHOOK_URL_NOT_PUBLIC,
  });
}

const pushVisit = (membershipId: string, id = randomUUID()) => ({
  id,
  kind: 'visit' as const,
  clientTime: new Date(Date.now() - 60_000).toISOString(),
  payload: { membershipId, service: 'Consultation', discountApplied: 10, billAmount: 400 },
});

describe('webhook endpoints', () => {
  it('registers an endpoint with a whsec_ secret the partner can read back, and removes it', async () => {
    const { t, receiver } = await setUp();
    const { headers } = await t.signIn.partner();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['visit.recorded']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.events).toEqual(['visit.recorded']);

    const list = webhookEndpointsResponseSchema.parse(
      await (await t.request('GET', '/api/partners/webhooks', undefined, headers)).json(),
    );
    expect(list.endpoints).toEqual([endpoint]);

    const other = await t.signIn.partner();
    const foreign = await t.request(
      'DELETE',
      `/api/partners/webhooks/${endpoint.id}`,
      undefined,
      other.headers,
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ message: ENDPOINT_NOT_FOUND });

    const removed = await t.request(
      'DELETE',
      `/api/partners/webhooks/${endpoint.id}`,
      undefined,
      headers,
    );
    expect(removed.status).toBe(200);
    const after = webhookEndpointsResponseSchema.parse(
      await (await t.request('GET', '/api/partners/webhooks', undefined, headers)).json(),
    );
    expect(after.endpoints).toEqual([]);
  });

  it('refuses addresses on loopback, private and link-local networks, and plain http', async () => {
    const { t } = await setUp(false);
    const { headers } = await t.signIn.partner();
    const refused = async (url: string) => {
      const res = await t.request(
        'POST',
        '/api/partners/webhooks',
        { url, events: ['visit.recorded'] },
        headers,
      );
      expect(res.status, url).toBe(400);
      return ((await res.json()) as { message: string }).message;
    };
    for (const url of [
      'https://10.1.2.3/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:8443/hook',
      'https://[::1]/hook',
      'https://[fd12:3456::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      // A name is judged by what it resolves to.
      'https://localhost/hook',
    ])
      expect(await refused(url), url).toBe(WEBHOOK_URL_NOT_PUBLIC);
    expect(await refused('http://203.0.113.10/hook')).toBe(WEBHOOK_URL_NOT_HTTPS);
    expect(await refused('https://user:pw@203.0.113.10/hook')).toBe(WEBHOOK_URL_WITH_CREDENTIALS);

    // A public address is taken.
    const res = await t.request(
      'POST',
      '/api/partners/webhooks',
      { url: 'https://203.0.113.10/hook', events: ['card.revoked'] },
      headers,
    );
    expect(res.status).toBe(201);
  });
});

describe('webhook deliveries', () => {
  it('delivers a recorded visit signed as Standard Webhooks describes', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const member = await t.createMember();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['visit.recorded']);

    const res = await t.recordVisit(headers, { membershipId: member.membership_id });
    expect(res.ok).toBe(true);
    const visit = (await res.json()) as { visit: { id: string } };
    expect(await dispatcher.runOnce()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.path).toBe('/hook');
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_/);
    const payload = verified(endpoint.secret, delivery!);
    expect(payload).toMatchObject({
      type: 'visit.recorded',
      data: {
        id: visit.visit.id,
        membershipId: member.membership_id,
        service: 'Consultation',
        discountApplied: 10,
      },
    });
    expect(Date.parse(payload.timestamp)).not.toBeNaN();
    // Signed with another endpoint's secret, the library refuses it: the check is real.
    const stranger = await register(t, headers, receiver.url('/other'), ['card.revoked']);
    expect(() => verified(stranger.secret, delivery!)).toThrow();
    // Delivered: nothing more is sent.
    expect(await dispatcher.runOnce()).toBe(0);
  });

  it('delivers visit.voided when the partner voids its visit, with the reason', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const member = await t.createMember();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['visit.voided']);
    const res = await t.recordVisit(headers, { membershipId: member.membership_id });
    const visit = (await res.json()) as { visit: { id: string } };
    const voided = await t.request(
      'POST',
      `/api/partners/visits/${visit.visit.id}/void`,
      { reason: 'Recorded for the wrong member' },
      headers,
    );
    expect(voided.status).toBe(200);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(verified(endpoint.secret, receiver.received[0]!)).toMatchObject({
      type: 'visit.voided',
      data: {
        id: visit.visit.id,
        membershipId: member.membership_id,
        reason: 'Recorded for the wrong member',
      },
    });
  });

  it('retries after a 500 with backoff, under the same event id, until delivered', async () => {
    const { t, receiver, clock, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const member = await t.createMember();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['visit.recorded']);
    await t.recordVisit(headers, { membershipId: member.membership_id });

    receiver.answers.push(500);
    const firstTry = clock.now();
    expect(await dispatcher.runOnce()).toBe(1);
    const log = async () =>
      webhookAttemptsResponseSchema.parse(
        await (
          await t!.request('GET', '/api/partners/webhooks/attempts?limit=10', undefined, headers)
        ).json(),
      ).attempts;
    const [failed] = await log();
    expect(failed).toMatchObject({ ok: false, statusCode: 500, deliveryStatus: 'pending' });
    expect(failed!.nextAttemptAt).toBe(
      new Date(firstTry.getTime() + RETRY_DELAYS_MS[0]!).toISOString(),
    );

    // Not before the first wait is over.
    clock.advance(RETRY_DELAYS_MS[0]! - 1000);
    expect(await dispatcher.runOnce()).toBe(0);
    clock.advance(1000);
    expect(await dispatcher.runOnce()).toBe(1);

    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(verified(endpoint.secret, second!).type).toBe('visit.recorded');
    expect(Number(second!.headers['webhook-timestamp'])).toBe(
      Number(first!.headers['webhook-timestamp']) + RETRY_DELAYS_MS[0]! / 1000,
    );

    const attempts = await log();
    expect(attempts.map((a) => [a.statusCode, a.ok, a.deliveryStatus])).toEqual([
      [200, true, 'delivered'],
      [500, false, 'delivered'],
    ]);
    expect(attempts.every((a) => a.eventId === first!.headers['webhook-id'])).toBe(true);
  });

  it('gives up after the last scheduled retry and marks the delivery failed', async () => {
    const { t, receiver, clock, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const member = await t.createMember();
    await register(t, headers, receiver.url('/hook'), ['visit.recorded']);
    await t.recordVisit(headers, { membershipId: member.membership_id });

    receiver.answers.push(...Array<number>(RETRY_DELAYS_MS.length + 1).fill(500));
    expect(await dispatcher.runOnce()).toBe(1);
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay);
      expect(await dispatcher.runOnce()).toBe(1);
    }
    clock.advance(7 * 24 * 3_600_000);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    const row = await t.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'attempts'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
  });

  it('sends one visit.recorded per visit a sync push stores, none for a replayed one', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const member = await t.createMember({
      createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    });
    const endpoint = await register(t, headers, receiver.url('/hook'), ['visit.recorded']);
    const mutations = [pushVisit(member.membership_id), pushVisit(member.membership_id)];

    const push = async () => {
      const res = await t.request('POST', '/api/sync/push', { mutations }, headers);
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: { status: string }[] }).results.map((r) => r.status);
    };
    expect(await push()).toEqual(['applied', 'applied']);
    expect(await push()).toEqual(['duplicate', 'duplicate']);
    expect(await dispatcher.runOnce()).toBe(2);
    expect(await dispatcher.runOnce()).toBe(0);

    const clientIds = receiver.received.map(
      (delivery) => verified(endpoint.secret, delivery).data.clientId,
    );
    expect(clientIds.sort()).toEqual(mutations.map((m) => m.id).sort());
    expect(new Set(receiver.received.map((d) => d.headers['webhook-id'])).size).toBe(2);
  });

  it("tells only partners that served the member of a revoked card, and none of another partner's visits", async () => {
    const { t, receiver, dispatcher } = await setUp();
    const servedBy = await t.signIn.partner();
    const stranger = await t.signIn.partner();
    const { member, headers: memberHeaders } = await t.signIn.member();
    const otherMember = await t.createMember();
    const events: WebhookEventType[] = ['visit.recorded', 'card.revoked'];
    const theirs = await register(t, servedBy.headers, receiver.url('/served'), events);
    await register(t, stranger.headers, receiver.url('/stranger'), events);

    await t.recordVisit(servedBy.headers, { membershipId: member.membership_id });
    await t.recordVisit(stranger.headers, { membershipId: otherMember.membership_id });
    await cardOf(t, memberHeaders);
    const admin = await t.signIn.admin();
    const revoke = await t.request(
      'POST',
      `/api/admin/cards/${member.membership_id}/revoke`,
      { reason: 'Phone lost' },
      admin.headers,
    );
    expect(revoke.status).toBe(200);
    const { revoked } = (await revoke.json()) as { revoked: string[] };
    expect(revoked).toHaveLength(1);

    await dispatcher.runOnce();
    const seenBy = (path: string) =>
      receiver.received
        .filter((d) => d.path === path)
        .map((d) => JSON.parse(d.body) as { type: string; data: { membershipId: string } })
        .map((e) => `${e.type} ${e.data.membershipId}`);
    expect(seenBy('/served').sort()).toEqual([
      `card.revoked ${member.membership_id}`,
      `visit.recorded ${member.membership_id}`,
    ]);
    expect(seenBy('/stranger')).toEqual([`visit.recorded ${otherMember.membership_id}`]);

    const revokedEvent = verified(
      theirs.secret,
      receiver.received.find((d) => d.path === '/served' && d.body.includes('card.revoked'))!,
    );
    expect(revokedEvent.data).toEqual({
      membershipId: member.membership_id,
      rids: revoked,
      revokedAt: expect.any(String),
      membershipEnded: false,
    });
    // The admin's reason is not handed to partners.
    expect(JSON.stringify(revokedEvent)).not.toContain('Phone lost');
  });

  it('sends only the events an endpoint picked', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const member = await t.createMember();
    await register(t, headers, receiver.url('/hook'), ['card.revoked']);
    await t.recordVisit(headers, { membershipId: member.membership_id });
    expect(await dispatcher.runOnce()).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('sends a webhook.test to the one endpoint when the partner asks', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['card.revoked']);
    await register(t, headers, receiver.url('/second'), ['card.revoked']);

    const res = await t.request(
      'POST',
      `/api/partners/webhooks/${endpoint.id}/test`,
      undefined,
      headers,
    );
    expect(res.status).toBe(202);
    const { eventId } = webhookTestResponseSchema.parse(await res.json());
    expect(await dispatcher.runOnce()).toBe(1);
    expect(receiver.received.map((d) => d.path)).toEqual(['/hook']);
    const delivery = receiver.received[0]!;
    expect(delivery.headers['webhook-id']).toBe(eventId);
    expect(verified(endpoint.secret, delivery)).toMatchObject({ type: 'webhook.test' });

    const other = await t.signIn.partner();
    const foreign = await t.request(
      'POST',
      `/api/partners/webhooks/${endpoint.id}/test`,
      undefined,
      other.headers,
    );
    expect(foreign.status).toBe(404);
  });

  it('is sent once when two dispatchers run a round at the same moment', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['card.revoked']);
    await t.request('POST', `/api/partners/webhooks/${endpoint.id}/test`, undefined, headers);
    const another = createWebhookDispatcher(t.deps, { random: () => 0.5 });
    const tried = await Promise.all([dispatcher.runOnce(), another.runOnce()]);
    expect(tried.sort()).toEqual([0, 1]);
    expect(receiver.received).toHaveLength(1);
  });

  it('logs a refused connection and tries again later', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['card.revoked']);
    await receiver.close();
    await t.request('POST', `/api/partners/webhooks/${endpoint.id}/test`, undefined, headers);
    expect(await dispatcher.runOnce()).toBe(1);
    const attempts = await attemptsOf(t, headers);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      ok: false,
      statusCode: null,
      deliveryStatus: 'pending',
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('refuses at delivery an endpoint that now points at a private address', async () => {
    const { t, receiver } = await setUp(false);
    const { partner, headers } = await t.signIn.partner();
    const url = receiver.url('/hook').replace('http:', 'https:');
    const endpointId = await insertCheckedEarlier(t, partner.id, url);
    await t.request('POST', `/api/partners/webhooks/${endpointId}/test`, undefined, headers);
    const dispatcher = createWebhookDispatcher(t.deps, { random: () => 0.5 });
    expect(await dispatcher.runOnce()).toBe(1);
    await expectRefusedAsNotPublic(t, receiver, headers);
  });

  it('connects to the address its name resolved to for the check: a name re-pointed after it is refused', async () => {
    const { t, receiver } = await setUp(false);
    const { partner, headers } = await t.signIn.partner();
    const endpointId = await insertCheckedEarlier(t, partner.id, 'https://hooks.rebind.example/h');
    await t.request('POST', `/api/partners/webhooks/${endpointId}/test`, undefined, headers);
    // DNS rebinding: a public address for the check, loopback from then on.
    const answers = [['203.0.113.10']];
    const asked: string[] = [];
    const dispatcher = createWebhookDispatcher(t.deps, {
      random: () => 0.5,
      resolve: (host) => {
        asked.push(host);
        return Promise.resolve(answers.shift() ?? ['127.0.0.1']);
      },
    });
    expect(await dispatcher.runOnce()).toBe(1);
    // Asked twice: the check, then the connection, which judged what it would connect to.
    expect(asked).toEqual(['hooks.rebind.example', 'hooks.rebind.example']);
    await expectRefusedAsNotPublic(t, receiver, headers);
  });

  it('delivers to a host name at the address its lookup answered', async () => {
    const { t, receiver } = await setUp();
    const { headers } = await t.signIn.partner();
    const url = receiver.url('/hook').replace('127.0.0.1', 'hooks.clinic.example');
    const endpoint = await register(t, headers, url, ['card.revoked']);
    await t.request('POST', `/api/partners/webhooks/${endpoint.id}/test`, undefined, headers);
    const dispatcher = createWebhookDispatcher(t.deps, {
      random: () => 0.5,
      resolve: (host) => Promise.resolve(host === 'hooks.clinic.example' ? ['127.0.0.1'] : []),
    });
    expect(await dispatcher.runOnce()).toBe(1);
    expect(receiver.received.map((d) => d.path)).toEqual(['/hook']);
    expect(receiver.received[0]!.headers.host).toMatch(/^hooks\.clinic\.example:\d+$/);
  });

  it('tells partners that served the member when an admin ends the membership', async () => {
    const { t, receiver, dispatcher } = await setUp();
    const servedBy = await t.signIn.partner();
    const { member, headers: memberHeaders } = await t.signIn.member();
    const endpoint = await register(t, servedBy.headers, receiver.url('/hook'), ['card.revoked']);
    await t.recordVisit(servedBy.headers, { membershipId: member.membership_id });
    await cardOf(t, memberHeaders);
    const admin = await t.signIn.admin();
    const res = await t.request(
      'POST',
      `/api/admin/members/${member.id}/end-membership`,
      { reason: 'Asked to leave' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(verified(endpoint.secret, receiver.received[0]!)).toMatchObject({
      type: 'card.revoked',
      data: { membershipId: member.membership_id, membershipEnded: true },
    });
  });

  it('forgets settled deliveries and their log after thirty days, never a pending one', async () => {
    const { t, receiver, clock, dispatcher } = await setUp();
    const { headers } = await t.signIn.partner();
    const endpoint = await register(t, headers, receiver.url('/hook'), ['card.revoked']);
    const test = () =>
      t.request('POST', `/api/partners/webhooks/${endpoint.id}/test`, undefined, headers);
    await test();
    expect(await dispatcher.runOnce()).toBe(1);
    // A second event whose endpoint keeps failing stays pending, with its tries.
    await test();
    receiver.answers.push(500);
    expect(await dispatcher.runOnce()).toBe(1);

    clock.advance(KEEP_SETTLED_MS + 1000);
    receiver.answers.push(500);
    await dispatcher.runOnce();
    const deliveries = await t.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'attempts'])
      .execute();
    expect(deliveries).toEqual([{ status: 'pending', attempts: 2 }]);
    const tries = await t.db.selectFrom('webhook_attempts').select('ok').execute();
    expect(tries).toEqual([{ ok: 0 }, { ok: 0 }]);
  });
});
