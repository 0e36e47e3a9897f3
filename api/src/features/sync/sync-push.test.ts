import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  billAboveCeiling,
  OFFLINE_WINDOW_DAYS,
  SAVED_MORE_THAN_BILL,
  SAVED_WITHOUT_BILL,
  savedNotOnBill,
  VISIT_BEFORE_ENROLMENT,
  VISIT_TIME_IN_FUTURE,
  VISIT_TOO_OLD,
  syncPushResponseSchema,
} from '@mcs/shared';
import type { SyncMutation } from '@mcs/shared';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  FLAG_CANCELLED_LATER,
  FLAG_REVOKED_BEFORE,
  FLAG_REVOKED_LATER,
} from './sync-push.service.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** Members in these tests were enrolled a month ago, so visits of the last days are theirs. */
const enrolled = { createdAt: hoursAgo(30 * 24) };

function visits(membershipId: string, n: number, clientTime = hoursAgo(1)): SyncMutation[] {
  return Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    kind: 'visit' as const,
    clientTime,
    payload: { membershipId, service: `Consultation ${i}`, discountApplied: 20, billAmount: 500 },
  }));
}

async function push(mutations: unknown[], headers: Record<string, string>) {
  const res = await t.request('POST', '/api/sync/push', { mutations }, headers);
  expect(res.status).toBe(200);
  return syncPushResponseSchema.parse(await res.json()).results;
}

async function visitCount() {
  const row = await t.db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('POST /api/sync/push', () => {
  it('records a batch once even when it is pushed twice', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const batch = visits(member.membership_id, 20);

    const first = await push(batch, headers);
    const second = await push(batch, headers);

    expect(first.map((r) => r.status)).toEqual(Array(20).fill('applied'));
    expect(second.map((r) => r.status)).toEqual(Array(20).fill('duplicate'));
    expect(second.map((r) => r.id)).toEqual(batch.map((m) => m.id));
    expect(await visitCount()).toBe(20);
  });

  it('records each visit once when the batch arrives in shuffled, overlapping halves', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const batch = visits(member.membership_id, 40);
    const shuffled = shuffle(batch);

    await push(shuffled.slice(20), headers);
    await push(shuffle([...shuffled.slice(0, 25), ...shuffled.slice(30)]), headers);
    const last = await push(shuffle(batch), headers);

    expect(last.every((r) => r.status === 'duplicate')).toBe(true);
    expect(await visitCount()).toBe(40);
    const stored = await t.db.selectFrom('visits').select('client_id').execute();
    expect(new Set(stored.map((v) => v.client_id))).toEqual(new Set(batch.map((m) => m.id)));
  });

  it('records each visit once when the same batch arrives twice at the same moment', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const batch = visits(member.membership_id, 30);

    const [a, b] = await Promise.all([push(batch, headers), push(shuffle(batch), headers)]);

    expect(await visitCount()).toBe(30);
    for (const { id } of batch) {
      const answers = [...a, ...b].filter((r) => r.id === id).map((r) => r.status);
      expect(answers.sort()).toEqual(['applied', 'duplicate']);
    }
  });

  it('knows a replayed visit whose id comes back in capital letters, and answers with the id as sent', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const batch = visits(member.membership_id, 2);
    const recased = batch.map((m) => ({ ...m, id: m.id.toUpperCase() }));

    await push(batch, headers);
    const replay = await push(recased, headers);

    expect(replay).toEqual(recased.map((m) => ({ id: m.id, status: 'duplicate' })));
    expect(await visitCount()).toBe(2);
  });

  it('answers a repeated id inside one batch as a duplicate', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const [one] = visits(member.membership_id, 1);

    const results = await push([one, one], headers);

    expect(results.map((r) => r.status)).toEqual(['applied', 'duplicate']);
    expect(await visitCount()).toBe(1);
  });

  it('stores a full batch over several statements and counts each newly served member once', async () => {
    // A desk's daily cap (500 by default) is above a day's real work, not a batch's size.
    t = await makeTestApp({ env: { maxVisitsPerPartnerPerDay: 2_000 } });
    const asha = await t.createMember(enrolled);
    const ravi = await t.createMember(enrolled);
    const { partner, headers } = await t.signIn.partner();
    expect((await t.recordVisit(headers, { membershipId: asha.membership_id })).status).toBe(201);
    const batch = shuffle([...visits(asha.membership_id, 500), ...visits(ravi.membership_id, 500)]);

    const results = await push(batch, headers);

    expect(results.map((r) => r.id)).toEqual(batch.map((m) => m.id));
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    expect(await visitCount()).toBe(1_001);
    const served = await t.db
      .selectFrom('partners')
      .select('members_served')
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(served.members_served).toBe(2);
    // Every stored visit is the one sent: its member, service and amounts, under its own id.
    const stored = await t.db
      .selectFrom('visits')
      .select(['client_id', 'membership_id', 'service', 'saved_amount'])
      .where('client_id', '=', batch[777]!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      client_id: batch[777]!.id,
      membership_id: batch[777]!.payload.membershipId,
      service: batch[777]!.payload.service,
      saved_amount: 100,
    });
  });

  it('rejects bad items with a reason and still applies the rest', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const [good] = visits(member.membership_id, 1);
    const [unknown] = visits('MCS-2020-000000', 1);
    const broken = {
      id: 'not-a-uuid',
      kind: 'visit',
      clientTime: hoursAgo(1),
      payload: { membershipId: member.membership_id },
    };

    const results = await push([broken, unknown, good], headers);

    expect(results).toEqual([
      { id: 'not-a-uuid', status: 'rejected', reason: expect.stringMatching(/^Id /) },
      { id: unknown!.id, status: 'rejected', reason: 'Membership not found' },
      { id: good!.id, status: 'applied' },
    ]);
    expect(await visitCount()).toBe(1);
  });

  it('refuses a visit recorded after the membership expired', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member({ ...enrolled, validUntil: hoursAgo(48) });
    const { headers } = await t.signIn.partner();

    const [result] = await push(visits(member.membership_id, 1, hoursAgo(2)), headers);

    expect(result).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/^This membership expired on/),
    });
  });

  it('applies a visit recorded offline before the membership ran out, pushed after', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member({ ...enrolled, validUntil: hoursAgo(1) });
    const { headers } = await t.signIn.partner();

    const results = await push(visits(member.membership_id, 1, hoursAgo(3)), headers);

    expect(results.map((r) => r.status)).toEqual(['applied']);
    expect(await visitCount()).toBe(1);
  });

  it('dates a visit from a device whose clock runs a few minutes ahead no later than its arrival', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const before = Date.now();

    const results = await push(visits(member.membership_id, 1, hoursAgo(-0.1)), headers);

    expect(results.map((r) => r.status)).toEqual(['applied']);
    const { visited_at } = await t.db
      .selectFrom('visits')
      .select('visited_at')
      .executeTakeFirstOrThrow();
    expect(Date.parse(visited_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(visited_at)).toBeLessThanOrEqual(Date.now());
  });

  it('keeps and flags a visit made while the card was valid when the membership was cancelled later', async () => {
    t = await makeTestApp();
    const { member, headers: memberHeaders } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    await t.request('GET', '/api/members/me/card', undefined, memberHeaders);
    const before = visits(member.membership_id, 1, hoursAgo(3));

    await t.db
      .updateTable('members')
      .set({ status: 'Cancelled', updated_at: new Date().toISOString() })
      .where('id', '=', member.id)
      .execute();
    const after = visits(member.membership_id, 1, new Date().toISOString());
    const results = await push([...before, ...after], headers);

    expect(results[0]).toEqual({ id: before[0]!.id, status: 'applied', flagged: true });
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: 'This membership has been cancelled. No discount can be given.',
    });
    const stored = await t.db
      .selectFrom('visits')
      .select(['flagged', 'flag_reason'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ flagged: 1, flag_reason: FLAG_CANCELLED_LATER });
  });

  it('keeps and flags a visit made before an admin revoked the card (lost phone)', async () => {
    t = await makeTestApp();
    const { member, headers: memberHeaders } = await t.signIn.member(enrolled);
    const { headers: admin } = await t.signIn.admin();
    const { headers } = await t.signIn.partner();
    await t.request('GET', '/api/members/me/card', undefined, memberHeaders);
    const before = visits(member.membership_id, 1, hoursAgo(3));

    await t.request(
      'POST',
      `/api/admin/cards/${member.membership_id}/revoke`,
      { reason: 'Phone lost' },
      admin,
    );
    const [result] = await push(before, headers);

    expect(result).toEqual({ id: before[0]!.id, status: 'applied', flagged: true });
    const stored = await t.db
      .selectFrom('visits')
      .select(['flagged', 'flag_reason'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ flagged: 1, flag_reason: FLAG_REVOKED_LATER });
  });

  it('flags a visit recorded offline after the revocation while the member had no new card', async () => {
    t = await makeTestApp();
    const { member, headers: memberHeaders } = await t.signIn.member(enrolled);
    const { headers: admin } = await t.signIn.admin();
    const { headers } = await t.signIn.partner();
    await t.request('GET', '/api/members/me/card', undefined, memberHeaders);
    await t.request('POST', `/api/admin/cards/${member.membership_id}/revoke`, undefined, admin);

    const [result] = await push(visits(member.membership_id, 1, new Date().toISOString()), headers);

    expect(result).toMatchObject({ status: 'applied', flagged: true });
    const stored = await t.db.selectFrom('visits').select('flag_reason').executeTakeFirstOrThrow();
    expect(stored.flag_reason).toBe(FLAG_REVOKED_BEFORE);
  });

  it('does not flag visits made with the new card the member got after an admin revoked the old one', async () => {
    t = await makeTestApp();
    const { member, headers: memberHeaders } = await t.signIn.member(enrolled);
    const { headers: admin } = await t.signIn.admin();
    const { headers } = await t.signIn.partner();
    await t.request('GET', '/api/members/me/card', undefined, memberHeaders);
    await t.request('POST', `/api/admin/cards/${member.membership_id}/revoke`, undefined, admin);
    // The revocation ended the member's sessions: their new phone signs in again.
    await t.request(
      'GET',
      '/api/members/me/card',
      undefined,
      bearer(await t.tokens.member(member)),
    );

    const results = await push(visits(member.membership_id, 2, new Date().toISOString()), headers);

    expect(results.map((r) => r.flagged)).toEqual([undefined, undefined]);
    const stored = await t.db.selectFrom('visits').select('flagged').execute();
    expect(stored).toEqual([{ flagged: 0 }, { flagged: 0 }]);
  });

  it("does not let one partner's visit id be claimed by another partner", async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const a = await t.signIn.partner();
    const b = await t.signIn.partner();
    const batch = visits(member.membership_id, 1);

    await push(batch, a.headers);
    const [result] = await push(batch, b.headers);

    expect(result).toMatchObject({ status: 'rejected' });
    expect(await visitCount()).toBe(1);
  });

  it('takes the partner from the token: approved partners only', async () => {
    t = await makeTestApp();
    const { member, headers: memberHeaders } = await t.signIn.member(enrolled);
    const pending = await t.signIn.partner({ status: 'pending' });
    const body = { mutations: visits(member.membership_id, 1) };

    expect((await t.request('POST', '/api/sync/push', body)).status).toBe(401);
    expect((await t.request('POST', '/api/sync/push', body, memberHeaders)).status).toBe(403);
    const refused = await t.request('POST', '/api/sync/push', body, pending.headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'not_approved' });
    expect(await visitCount()).toBe(0);
  });

  it('refuses an empty or oversized batch as a whole', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner();
    expect((await t.request('POST', '/api/sync/push', { mutations: [] }, headers)).status).toBe(
      400,
    );
    expect(
      (
        await t.request(
          'POST',
          '/api/sync/push',
          { mutations: visits('MCS-2020-000000', 1_001) },
          headers,
        )
      ).status,
    ).toBe(400);
    expect((await t.request('POST', '/api/sync/push', 'not json', headers)).status).toBe(400);
  });
});

describe('POST /api/sync/push: the time of a visit (backdating)', () => {
  it('rejects a visit dated within its membership but before the member was enrolled', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member({ createdAt: hoursAgo(24) });
    const { headers } = await t.signIn.partner();

    const [result] = await push(visits(member.membership_id, 1, hoursAgo(48)), headers);

    expect(result).toMatchObject({ status: 'rejected', reason: VISIT_BEFORE_ENROLMENT });
    expect(await visitCount()).toBe(0);
  });

  it('rejects a visit dated before the offline window, though the membership ran then', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member({ createdAt: hoursAgo(24 * 90) });
    const { headers } = await t.signIn.partner();

    const [old] = await push(
      visits(member.membership_id, 1, hoursAgo(OFFLINE_WINDOW_DAYS * 24 + 1)),
      headers,
    );
    const [recent] = await push(
      visits(member.membership_id, 1, hoursAgo(OFFLINE_WINDOW_DAYS * 24 - 1)),
      headers,
    );

    expect(old).toMatchObject({ status: 'rejected', reason: VISIT_TOO_OLD });
    expect(recent).toMatchObject({ status: 'applied' });
  });

  it("rejects a lapsed member's visit backdated into the membership, as POST visit refuses it", async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member({
      createdAt: hoursAgo(24 * 400),
      validUntil: hoursAgo(24 * 10),
    });
    const { headers } = await t.signIn.partner();

    const online = await t.recordVisit(headers, { membershipId: member.membership_id });
    const [pushed] = await push(visits(member.membership_id, 1, hoursAgo(24 * 11)), headers);

    expect(online.status).toBe(409);
    expect(pushed).toMatchObject({ status: 'rejected', reason: VISIT_TOO_OLD });
    expect(await visitCount()).toBe(0);
  });

  it('rejects 2000-01-01, year 0000, a far-future date and garbage with a reason, never a 500', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const at = (clientTime: string) => ({ ...visits(member.membership_id, 1)[0]!, clientTime });

    const results = await push(
      [
        at('2000-01-01T00:00:00.000Z'),
        at('0000-01-01T00:00:00Z'),
        at('9999-12-31T23:59:59Z'),
        at(hoursAgo(-48)),
        at('2026-02-30T10:00:00Z'),
        at('not a date'),
      ],
      headers,
    );

    expect(results.map((r) => r.status)).toEqual(Array(6).fill('rejected'));
    expect(results.slice(0, 2).map((r) => r.reason)).toEqual([VISIT_TOO_OLD, VISIT_TOO_OLD]);
    expect(results.slice(2, 4).map((r) => r.reason)).toEqual([
      VISIT_TIME_IN_FUTURE,
      VISIT_TIME_IN_FUTURE,
    ]);
    for (const result of results.slice(4)) expect(result.reason).toEqual(expect.any(String));
    expect(await visitCount()).toBe(0);
  });
});

describe('POST /api/sync/push: amounts', () => {
  it('rejects a pushed saving with no bill, above the bill or off bill × discount, and a bill above the ceiling, with the shared message', async () => {
    t = await makeTestApp();
    const { member } = await t.signIn.member(enrolled);
    const { headers } = await t.signIn.partner();
    const [base] = visits(member.membership_id, 1);
    const claimed = (payload: Record<string, unknown>) => ({
      ...base!,
      id: randomUUID(),
      payload: { membershipId: member.membership_id, service: 'Consultation', ...payload },
    });

    const results = await push(
      [
        claimed({ discountApplied: 10, savedAmount: 10_000_000 }),
        claimed({ discountApplied: 10, billAmount: 100, savedAmount: 500 }),
        claimed({ discountApplied: 10, billAmount: 100, savedAmount: 10 }),
        claimed({ discountApplied: 10, billAmount: 100, savedAmount: 50 }),
        claimed({ discountApplied: 100, billAmount: 10_000_000, savedAmount: 10_000_000 }),
      ],
      headers,
    );

    expect(results.map((r) => [r.status, r.reason])).toEqual([
      ['rejected', SAVED_WITHOUT_BILL],
      ['rejected', SAVED_MORE_THAN_BILL],
      ['applied', undefined],
      ['rejected', savedNotOnBill(100, 10)],
      ['rejected', billAboveCeiling(500_000)],
    ]);
  });
});
