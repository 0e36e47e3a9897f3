import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewVisitRow } from '../../db/schema.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertVisitsOnce } from './visits.repo.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

function visitRow(
  partner: { id: number; name: string },
  member: { id: number; name: string; membership_id: string },
  clientId = randomUUID(),
): NewVisitRow {
  const at = new Date().toISOString();
  return {
    client_id: clientId,
    partner_id: partner.id,
    member_id: member.id,
    membership_id: member.membership_id,
    member_name: member.name,
    partner_name: partner.name,
    partner_address: 'MG Road, Pune, Maharashtra',
    doctor_name: 'Dr. Meera Iyer',
    service: 'Consultation',
    discount_applied: 20,
    bill_amount: 500,
    saved_amount: 100,
    visited_at: at,
    created_at: at,
    flagged: 0,
    flag_reason: null,
    patient: null,
  };
}

describe('insertVisitsOnce', () => {
  it("leaves an id another partner's visit took to them, stores the rest and counts only those", async () => {
    t = await makeTestApp();
    const asha = await t.createMember();
    const ravi = await t.createMember();
    const mine = await t.createPartner({ status: 'approved' });
    const theirs = await t.createPartner({ status: 'approved' });
    const taken = randomUUID();
    await t.db
      .transaction()
      .execute((trx) => insertVisitsOnce(trx, [visitRow(theirs, asha, taken)]));

    const batch = [visitRow(mine, asha, taken), visitRow(mine, ravi), visitRow(mine, ravi)];
    const stored = await t.db.transaction().execute((trx) => insertVisitsOnce(trx, batch));

    expect(stored.map((v) => v.client_id)).toEqual([batch[1]!.client_id, batch[2]!.client_id]);
    const owner = await t.db
      .selectFrom('visits')
      .select('partner_id')
      .where('client_id', '=', taken)
      .executeTakeFirstOrThrow();
    expect(Number(owner.partner_id)).toBe(theirs.id);
    const served = await t.db
      .selectFrom('partners')
      .select(['id', 'members_served'])
      .where('id', 'in', [mine.id, theirs.id])
      .orderBy('id')
      .execute();
    expect(served.map((p) => [Number(p.id), p.members_served])).toEqual([
      [mine.id, 1],
      [theirs.id, 1],
    ]);
  });
});
