// Member enumeration through verify: a partner's checks are limited per
// minute and per day, and each unknown ID it tries is kept for the admin.
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffPrincipal } from '../../lib/principal.ts';
import { createVerifyLimits } from '../../lib/verify-limits.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
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
