// Member enumeration through verify: a partner's checks are limited per
// minute and per day, and each unknown ID it tries is kept for the admin.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { syncPushResponseSchema } from '@mcs/shared';
import type { StaffPrincipal } from '../../lib/principal.ts';
import { createVerifyLimits } from '../../lib/verify-limits.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer } from '../../test/test-app.ts';
import { MEMBERSHIP_NOT_FOUND } from '../visits/visits.service.ts';
import {
  TOO_MANY_CHECKS_THIS_MINUTE,
  TOO_MANY_CHECKS_TODAY,
  verifyMembership,
} from './verify.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let clock = Date.parse('2026-11-20T06:30:00.000Z');
async function desk(limits: { perMinute: number; perDay: number }) {
  clock = Date.parse('2026-11-20T06:30:00.000Z');
  t = await makeTestApp({
    deps: {
      now: () => new Date(clock),
      verifyLimits: createVerifyLimits({ ...limits, now: () => clock }),
    },
  });
  const partner = await t.createPartner();
  const member = await t.createMember({ name: 'Asha Rao' });
  const asPartner: StaffPrincipal = {
    role: 'partner',
    id: partner.id,
    email: partner.email,
    type: partner.type,
  };
  const check = (id: string, caller: StaffPrincipal = asPartner) =>
    verifyMembership(t!.deps, id, caller).then(
      (m) => m.name,
      (e: Error & { status?: number }) => `${e.status}: ${e.message}`,
    );
  return { partner, member, asPartner, check };
}

describe('verification limits per partner', () => {
  it('answers 429 past the checks a desk may make in a minute, and again after the minute', async () => {
    const { member, check } = await desk({ perMinute: 3, perDay: 100 });

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await check(member.membership_id));
    clock += 61_000;
    answers.push(await check(member.membership_id));

    expect(answers).toEqual([
      'Asha Rao',
      'Asha Rao',
      'Asha Rao',
      `429: ${TOO_MANY_CHECKS_THIS_MINUTE}`,
      'Asha Rao',
    ]);
  });

  it("stops a desk at the day's limit, counting unknown IDs too", async () => {
    const { member, check } = await desk({ perMinute: 100, perDay: 3 });

    await check('MCS-2026-000001');
    await check('MCS-2026-000002');
    await check(member.membership_id);
    clock += 10 * 60_000;

    expect(await check(member.membership_id)).toBe(`429: ${TOO_MANY_CHECKS_TODAY}`);
  });

  it('lets no more than the limit through when the checks arrive all at once', async () => {
    const { member, check } = await desk({ perMinute: 3, perDay: 100 });

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => check(member.membership_id)),
    );

    expect(answers.filter((a) => a === 'Asha Rao')).toHaveLength(3);
  });

  it('limits each partner on its own and never an admin', async () => {
    const { member, check } = await desk({ perMinute: 1, perDay: 100 });
    const other = await t!.createPartner();
    const admin: StaffPrincipal = { role: 'admin', id: 1, email: 'admin@test.mcs' };

    await check(member.membership_id);
    const second: StaffPrincipal = {
      role: 'partner',
      id: other.id,
      email: other.email,
      type: other.type,
    };

    expect(await check(member.membership_id, second)).toBe('Asha Rao');
    for (let i = 0; i < 3; i++) expect(await check(member.membership_id, admin)).toBe('Asha Rao');
  });

  it('records each unknown ID a partner tried, with the partner and the time', async () => {
    const { partner, member, check } = await desk({ perMinute: 100, perDay: 100 });

    expect(await check('mcs-2026-abcdef')).toBe(`404: ${MEMBERSHIP_NOT_FOUND}`);
    await check(member.membership_id);
    await check('not an id at all');

    const misses = await t!.db
      .selectFrom('verify_misses')
      .select(['partner_id', 'tried', 'tried_at'])
      .orderBy('id')
      .execute();
    expect(misses).toEqual([
      { partner_id: partner.id, tried: 'mcs-2026-abcdef', tried_at: '2026-11-20T06:30:00.000Z' },
      { partner_id: partner.id, tried: 'not an id at all', tried_at: '2026-11-20T06:30:00.000Z' },
    ]);
  });

  it('keeps misses for 90 days: recording one deletes those older', async () => {
    const { check } = await desk({ perMinute: 100, perDay: 100 });
    const day = 24 * 3_600_000;
    const now = clock;
    clock = now - 91 * day;
    await check('MCS-2026-000091');
    clock = now - 89 * day;
    await check('MCS-2026-000089');
    clock = now;
    await check('MCS-2026-000000');

    const kept = await t!.db.selectFrom('verify_misses').select('tried').orderBy('id').execute();
    expect(kept.map((miss) => miss.tried)).toEqual(['MCS-2026-000089', 'MCS-2026-000000']);
  });
});

describe('membership look-ups through the sync push', () => {
  /** An offline visit an hour ago for the ID as typed. */
  const visitOf = (membershipId: string) => ({
    id: randomUUID(),
    kind: 'visit' as const,
    clientTime: new Date(clock - 3_600_000).toISOString(),
    payload: { membershipId, service: 'Consultation', discountApplied: 10, billAmount: 500 },
  });

  async function pusher(partner: Awaited<ReturnType<typeof desk>>['partner']) {
    const headers = bearer(await t!.tokens.partner(partner));
    return {
      headers,
      push: (mutations: unknown[]) => t!.request('POST', '/api/sync/push', { mutations }, headers),
      answers: async (res: Response) => {
        expect(res.status).toBe(200);
        return syncPushResponseSchema.parse(await res.json()).results;
      },
    };
  }

  it('limits a partner pushing visits for unknown IDs like one verifying them, and records each miss', async () => {
    const { partner, member, check } = await desk({ perMinute: 3, perDay: 100 });
    const { push, answers } = await pusher(partner);
    const guesses = ['MCS-2026-000001', 'MCS-2026-000002', 'mcs2026000003', 'MCS-2026-000004'];
    const batch = guesses.map(visitOf);

    // Three checks in the minute: three IDs are looked up and answered; the fourth waits.
    const first = await answers(await push(batch));
    expect(first.map((r) => [r.id, r.status, r.reason])).toEqual(
      batch.slice(0, 3).map((m) => [m.id, 'rejected', MEMBERSHIP_NOT_FOUND]),
    );
    const misses = await t!.db.selectFrom('verify_misses').select('tried').orderBy('id').execute();
    expect(misses.map((m) => m.tried)).toEqual(guesses.slice(0, 3));

    // The minute's checks are spent for the verify route too, and a push of what is left waits.
    expect(await check(member.membership_id)).toBe(`429: ${TOO_MANY_CHECKS_THIS_MINUTE}`);
    const held = await push(batch.slice(3));
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('60');
    expect(((await held.json()) as { message: string }).message).toBe(TOO_MANY_CHECKS_THIS_MINUTE);

    clock += 61_000;
    expect((await answers(await push(batch.slice(3)))).map((r) => r.reason)).toEqual([
      MEMBERSHIP_NOT_FOUND,
    ]);
  });

  it("stops a partner's pushes at the day's limit of checks", async () => {
    const { partner } = await desk({ perMinute: 100, perDay: 2 });
    const { push, answers } = await pusher(partner);
    expect(await answers(await push([visitOf('MCS-2026-000001')]))).toHaveLength(1);
    expect(await answers(await push([visitOf('MCS-2026-000002')]))).toHaveLength(1);

    const held = await push([visitOf('MCS-2026-000003')]);
    expect(held.status).toBe(429);
    expect(((await held.json()) as { message: string }).message).toBe(TOO_MANY_CHECKS_TODAY);
  });

  it('counts neither a member the desk has served before nor a replayed visit', async () => {
    const { partner, check } = await desk({ perMinute: 1, perDay: 100 });
    const regular = await t!.createMember({ createdAt: '2026-01-01T00:00:00.000Z' });
    const { headers, push, answers } = await pusher(partner);
    expect((await t!.recordVisit(headers, { membershipId: regular.membership_id })).status).toBe(
      201,
    );
    const batch = Array.from({ length: 5 }, () => visitOf(regular.membership_id));

    expect((await answers(await push(batch))).map((r) => r.status)).toEqual(
      Array(5).fill('applied'),
    );
    expect((await answers(await push(batch))).map((r) => r.status)).toEqual(
      Array(5).fill('duplicate'),
    );
    // The minute's one check is still there.
    expect(await check(regular.membership_id)).toBe(regular.name);
  });
});
