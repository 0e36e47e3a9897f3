import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { VOID_WINDOW_MS } from './visit-void.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let clock = Date.now();

async function twoVisits() {
  clock = Date.now();
  t = await makeTestApp({ deps: { now: () => new Date(clock) } });
  const desk = await t.signIn.partner();
  const member = await t.signIn.member();
  const ids: string[] = [];
  for (const billAmount of [1000, 2000]) {
    const res = await t.recordVisit(desk.headers, {
      membershipId: member.member.membership_id,
      billAmount,
    });
    ids.push(((await res.json()) as { visit: { id: string } }).visit.id);
  }
  const voidIt = (id: string, body: unknown = { reason: 'Recorded twice' }, h = desk.headers) =>
    t!.request('POST', `/api/partners/visits/${id}/void`, body, h);
  return { t, desk, member, ids, voidIt };
}

describe('voiding a visit', () => {
  it('marks it voided, keeps it listed, and leaves it out of every figure', async () => {
    const { t, desk, member, ids, voidIt } = await twoVisits();
    const res = await voidIt(ids[1]!);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      visit: { id: ids[1], voidReason: 'Recorded twice' },
    });

    const list = (await (
      await t.request('GET', '/api/partners/partner-visits', undefined, desk.headers)
    ).json()) as { visits: { id: string; voidedAt: string | null; voidReason: string | null }[] };
    expect(list.visits.map((v) => [v.id, v.voidReason])).toEqual([
      [ids[1], 'Recorded twice'],
      [ids[0], null],
    ]);

    const stats = (await (
      await t.request('GET', '/api/partners/partner-stats', undefined, desk.headers)
    ).json()) as { monthlyVisits: number; today: { visits: number; billed: number } };
    expect(stats.monthlyVisits).toBe(1);
    expect(stats.today).toMatchObject({ visits: 1, billed: 1000 });

    const mine = (await (
      await t.request('GET', '/api/partners/my-visits', undefined, member.headers)
    ).json()) as { id: string; savedAmount: number }[];
    expect(mine.map((v) => v.id)).toEqual([ids[0]]);

    const day = new Date(clock + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const csv = await (
      await t.request(
        'GET',
        `/api/partners/partner-visits.csv?from=${day}&to=${day}`,
        undefined,
        desk.headers,
      )
    ).text();
    expect(csv).toContain('1000');
    expect(csv).not.toContain('2000');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_role', 'target_id', 'detail'])
      .execute();
    expect(audit).toEqual([
      { action: 'visit.void', actor_role: 'partner', target_id: ids[1], detail: 'Recorded twice' },
    ]);
    // Kept, not deleted.
    expect(await t.db.selectFrom('visits').select('id').execute()).toHaveLength(2);
  });

  it('answers 409 when the visit is already voided', async () => {
    const { ids, voidIt } = await twoVisits();
    expect((await voidIt(ids[0]!)).status).toBe(200);
    const again = await voidIt(ids[0]!);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already been voided/);
  });

  it('answers 409 more than 24 hours after recording', async () => {
    const { ids, voidIt } = await twoVisits();
    clock += VOID_WINDOW_MS + 1000;
    const res = await voidIt(ids[0]!);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/within 24 hours/);
  });

  it("answers 404 for another partner's visit and for none, and leaves it as it was", async () => {
    const { t, ids, voidIt } = await twoVisits();
    const other = await t.signIn.partner();
    expect((await voidIt(ids[0]!, { reason: 'Mine now' }, other.headers)).status).toBe(404);
    expect((await voidIt('999999')).status).toBe(404);
    const rows = await t.db.selectFrom('visits').select('voided_at').execute();
    expect(rows.every((r) => r.voided_at === null)).toBe(true);
  });

  it('answers 400 without a reason', async () => {
    const { ids, voidIt } = await twoVisits();
    expect((await voidIt(ids[0]!, {})).status).toBe(400);
    expect((await voidIt(ids[0]!, { reason: '   ' })).status).toBe(400);
  });

  it('lets only one of two voids sent at once succeed', async () => {
    const { t, ids, voidIt } = await twoVisits();
    const answers = await Promise.all([voidIt(ids[0]!), voidIt(ids[0]!)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await t.db.selectFrom('audit_log').where('action', '=', 'visit.void').selectAll().execute(),
    ).toHaveLength(1);
  });
});
