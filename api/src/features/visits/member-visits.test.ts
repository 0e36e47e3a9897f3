// What a member reads of their own visits: each one with the figures the desk recorded, so the
// member's app can show the bill, the discount and the saving without asking anything else.
import { afterEach, describe, expect, it } from 'vitest';
import { memberVisitsResponseSchema } from '@mcs/shared';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET api/partners/my-visits: the member's own visits", () => {
  it('gives each visit its service, patient, bill, discount and saving; a visit with no bill says so', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const desk = await t.signIn.partner({ name: 'Lotus Dental Care' });
    const withBill = await t.recordVisit(desk.headers, {
      membershipId: member.membership_id,
      service: 'Root canal',
      discountApplied: 20,
      billAmount: 1500,
      patient: member.name,
    });
    expect(withBill.status).toBe(201);
    const noBill = await t.recordVisit(desk.headers, {
      membershipId: member.membership_id,
      service: 'Consultation',
      discountApplied: 10,
    });
    expect(noBill.status).toBe(201);

    const res = await t.request(
      'GET',
      '/api/partners/my-visits',
      undefined,
      bearer(await t.tokens.member(member)),
    );
    expect(res.status).toBe(200);
    const visits = memberVisitsResponseSchema.parse(await res.json());
    const byService = Object.fromEntries(visits.map((v) => [v.service, v]));
    expect(byService['Root canal']).toMatchObject({
      hospitalName: 'Lotus Dental Care',
      patient: member.name,
      billAmount: 1500,
      discountApplied: 20,
      savedAmount: 300,
    });
    expect(byService['Consultation']).toMatchObject({
      billAmount: null,
      discountApplied: 10,
      savedAmount: 0,
    });
  });
});
