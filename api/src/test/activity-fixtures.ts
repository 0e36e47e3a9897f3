// Visits and payments written straight to a test database, so admin behaviour is tested without
// depending on the desk-mode and enrolment calls.
import { randomUUID } from 'node:crypto';
import { insertVisitOnce } from '../features/visits/visits.repo.ts';
import type { TestApp } from './test-app.ts';

export async function insertVisit(
  t: TestApp,
  visit: {
    partner: { id: number; name: string; address: string };
    member: { id: number; name: string; membership_id: string };
  },
  at = t.deps.now().toISOString(),
) {
  // Through the repo's insert, which also keeps the partner's members-served count.
  const { row } = await insertVisitOnce(t.db, {
    client_id: randomUUID(),
    partner_id: visit.partner.id,
    member_id: visit.member.id,
    membership_id: visit.member.membership_id,
    member_name: visit.member.name,
    partner_name: visit.partner.name,
    partner_address: visit.partner.address,
    doctor_name: 'Dr. Meera Iyer',
    service: 'Consultation',
    discount_applied: 15,
    bill_amount: 1000,
    saved_amount: 150,
    visited_at: at,
    created_at: at,
    flagged: 0,
    flag_reason: null,
  });
  return row;
}

export async function insertPayment(
  t: TestApp,
  amount: number,
  paidAt: string,
  memberId: number | null = null,
) {
  await t.db
    .insertInto('payments')
    .values({
      member_id: memberId,
      amount,
      members_count: 1,
      reference: `UPI-${randomUUID()}`,
      paid_at: paidAt,
    })
    .execute();
}
