import { afterEach, describe, expect, it } from 'vitest';
import {
  billAboveCeiling,
  SAVED_MORE_THAN_BILL,
  SAVED_WITHOUT_BILL,
  savedNotOnBill,
} from '@mcs/shared';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const NOW = new Date('2026-11-20T06:30:00.000Z');
const family = [
  { name: 'Ravi Rao', age: 41, gender: 'Male', relationship: 'Spouse' },
  { name: 'Anu Rao', age: 9, gender: 'Female', relationship: 'Daughter' },
];

const visit = (headers: Record<string, string>, body: Json) => t.recordVisit(headers, body);
const verify = (headers: Record<string, string>, membershipId: string) =>
  t.request('POST', '/api/partners/verify', { membershipId }, headers);

describe('membership verification (POST /api/partners/verify)', () => {
  it("shows an active member with family, plan and the partner's standard discount", async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const member = await t.createMember({ name: 'Asha Rao', familyDetails: family });
    const { headers } = await t.signIn.partner({ standard_discount: 22.5 });
    const res = await verify(headers, member.membership_id);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      name: 'Asha Rao',
      membershipId: member.membership_id,
      plan: 'Annual',
      discount: '22.5%',
      standardDiscount: 22.5,
      validUntil: member.valid_until,
      familyMembers: 2,
      familyDetails: family,
      status: 'Active',
      valid: true,
      message: 'Membership verified.',
    });
  });

  it("never answers the card's family discount (10% on the fee) as the discount to give", async () => {
    t = await makeTestApp();
    const single = await t.createMember();
    const withFamily = await t.createMember({ familyDetails: family });
    const { headers } = await t.signIn.partner({ standard_discount: 20 });
    for (const member of [single, withFamily])
      expect(await json(await verify(headers, member.membership_id))).toMatchObject({
        discount: '20%',
        standardDiscount: 20,
      });
  });

  it('says so when the partner has set no standard discount, and an admin gets none', async () => {
    t = await makeTestApp();
    const member = await t.createMember({ familyDetails: family });
    const { headers } = await t.signIn.partner({ standard_discount: null });
    expect(await json(await verify(headers, member.membership_id))).toMatchObject({
      discount: '',
      standardDiscount: null,
    });
    const admin = await t.signIn.admin();
    expect(await json(await verify(admin.headers, member.membership_id))).toMatchObject({
      valid: true,
      discount: '',
      standardDiscount: null,
    });
  });

  it('accepts the ID in lower case and without dashes', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { headers } = await t.signIn.partner();
    const typed = member.membership_id.toLowerCase().replace(/-/g, '');
    const res = await verify(headers, ` ${typed} `);
    expect(res.status).toBe(200);
    expect((await json(res)).membershipId).toBe(member.membership_id);
  });

  it('answers an expired membership as expired, still showing the member and family, with no discount', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const member = await t.createMember({
      validUntil: '2026-03-12T00:00:00.000Z',
      familyDetails: family,
    });
    const { headers } = await t.signIn.partner();
    const res = await verify(headers, member.membership_id);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      name: 'Asha Rao',
      status: 'Expired',
      valid: false,
      // No discount at all on a card that cannot be used.
      discount: '0%',
      standardDiscount: 0,
      familyMembers: 2,
      familyDetails: family,
    });
    expect(body.message).toMatch(/expired/);
  });

  it('answers a cancelled membership as inactive, with no discount', async () => {
    t = await makeTestApp();
    const member = await t.createMember({ status: 'Cancelled', familyDetails: family });
    const { headers } = await t.signIn.partner();
    const body = await json(await verify(headers, member.membership_id));
    expect(body).toMatchObject({
      status: 'Cancelled',
      valid: false,
      discount: '0%',
      standardDiscount: 0,
    });
  });

  it('answers an unknown or malformed ID with 404 "Membership not found"', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner();
    for (const membershipId of ['MCS-2026-000000', 'hello']) {
      const res = await verify(headers, membershipId);
      expect(res.status).toBe(404);
      expect((await json(res)).message).toBe('Membership not found');
    }
    const empty = await verify(headers, '  ');
    expect(empty.status).toBe(400);
  });

  it('is open to approved partners and admins only', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const body = { membershipId: member.membership_id };
    const post = (headers: Record<string, string> = {}) =>
      t.request('POST', '/api/partners/verify', body, headers);
    expect((await post()).status).toBe(401);
    const asMember = await post(bearer(await t.tokens.member(member)));
    expect(asMember.status).toBe(403);
    expect(await json(asMember)).toMatchObject({
      message: 'This needs a partner or an admin account.',
    });
    const pending = await t.createPartner({ status: 'pending' });
    expect((await post(bearer(await t.tokens.partner(pending)))).status).toBe(403);
    expect((await post((await t.signIn.admin()).headers)).status).toBe(200);
    expect((await post(bearer('forged.token.here'))).status).toBe(401);
  });
});

describe('recording a visit (POST /api/partners/visit)', () => {
  it('records the visit for the partner in the token, computing savings from the bill', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const member = await t.createMember();
    const { partner, headers } = await t.signIn.partner({ name: 'Sunrise Clinic' });
    const other = await t.createPartner();
    const res = await visit(headers, {
      membershipId: member.membership_id.toLowerCase(),
      partnerId: String(other.id),
      discountApplied: 15,
      billAmount: 1200,
      savedAmount: 180,
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({
      message: 'Visit recorded successfully',
      visit: {
        membershipId: member.membership_id,
        memberName: 'Asha Rao',
        service: 'Consultation',
        discountApplied: 15,
        billAmount: 1200,
        savedAmount: 180,
        visitedAt: NOW.toISOString(),
      },
    });
    const row = await t.db.selectFrom('visits').selectAll().executeTakeFirstOrThrow();
    expect(row.partner_id).toBe(partner.id);
    expect(row.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records the spec's visit with no bill as saving nothing", async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { headers } = await t.signIn.partner();
    const a = await json(
      await visit(headers, {
        membershipId: member.membership_id,
        service: 'Membership Verification',
        savedAmount: 0,
      }),
    );
    expect(a.visit).toMatchObject({ savedAmount: 0, billAmount: null });
  });

  it('refuses a saving with no bill, a saving above the bill and a discount over 100%', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { headers } = await t.signIn.partner();
    const membershipId = member.membership_id;

    const noBill = await visit(headers, { membershipId, savedAmount: 10_000_000 });
    const aboveBill = await visit(headers, { membershipId, billAmount: 100, savedAmount: 500 });
    const overFull = await visit(headers, { membershipId, discountApplied: 150, billAmount: 100 });

    expect(noBill.status).toBe(400);
    expect(await json(noBill)).toEqual({ code: 'validation', message: SAVED_WITHOUT_BILL });
    expect(aboveBill.status).toBe(400);
    expect(await json(aboveBill)).toEqual({ code: 'validation', message: SAVED_MORE_THAN_BILL });
    expect(overFull.status).toBe(400);
    const stored = await t.db.selectFrom('visits').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a saving that does not match bill × discount, and stores none', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { headers } = await t.signIn.partner();
    const membershipId = member.membership_id;

    const res = await visit(headers, {
      membershipId,
      discountApplied: 15,
      billAmount: 1200,
      savedAmount: 1,
    });
    const rounded = await visit(headers, {
      membershipId,
      discountApplied: 15,
      billAmount: 1201,
      savedAmount: 180,
    });

    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ code: 'validation', message: savedNotOnBill(1200, 15) });
    // 15% of ₹1,201 is ₹180.15: a desk that rounded to the rupee sent the same saving.
    expect(rounded.status).toBe(201);
    expect((await json(rounded)).visit).toMatchObject({ savedAmount: 180.15 });
    expect(await t.db.selectFrom('visits').select('id').execute()).toHaveLength(1);
  });

  it('refuses a bill above the configured ceiling, ₹5 lakh by default', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const { headers } = await t.signIn.partner();
    const crore = {
      membershipId: member.membership_id,
      discountApplied: 100,
      billAmount: 10_000_000,
      savedAmount: 10_000_000,
    };

    const res = await visit(headers, crore);

    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ code: 'validation', message: billAboveCeiling(500_000) });
    expect(await t.db.selectFrom('visits').select('id').execute()).toEqual([]);
    await t.close();

    t = await makeTestApp({ env: { maxBillAmount: 20_000 } });
    const other = await t.createMember();
    const desk = await t.signIn.partner();
    const bill = (billAmount: number) =>
      visit(desk.headers, { membershipId: other.membership_id, discountApplied: 10, billAmount });
    expect((await bill(20_000)).status).toBe(201);
    const above = await bill(20_001);
    expect(above.status).toBe(400);
    expect(await json(above)).toEqual({ code: 'validation', message: billAboveCeiling(20_000) });
  });

  it('refuses an expired or cancelled membership with 409 and a clear message', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const expired = await t.createMember({ validUntil: '2026-01-01T00:00:00.000Z' });
    const cancelled = await t.createMember({ status: 'Cancelled' });
    const { headers } = await t.signIn.partner();
    const a = await visit(headers, { membershipId: expired.membership_id });
    expect(a.status).toBe(409);
    expect(await json(a)).toMatchObject({
      code: 'expired',
      message: expect.stringMatching(/expired on .*No discount can be given\./),
    });
    const b = await visit(headers, { membershipId: cancelled.membership_id });
    expect(b.status).toBe(409);
    expect(await json(b)).toMatchObject({ code: 'inactive' });
    expect(await t.db.selectFrom('visits').select('id').execute()).toHaveLength(0);
  });

  it('answers an unknown membership with 404 and bad numbers with 400', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner();
    expect((await visit(headers, { membershipId: 'MCS-2026-ABCDEF' })).status).toBe(404);
    const member = await t.createMember();
    expect(
      (await visit(headers, { membershipId: member.membership_id, discountApplied: '10' })).status,
    ).toBe(400);
    expect(
      (await visit(headers, { membershipId: member.membership_id, discountApplied: 150 })).status,
    ).toBe(400);
    expect(
      (await visit(headers, { membershipId: member.membership_id, billAmount: -5 })).status,
    ).toBe(400);
  });

  it('is for approved partners only', async () => {
    t = await makeTestApp();
    const member = await t.createMember();
    const body = { membershipId: member.membership_id };
    expect((await visit({}, body)).status).toBe(401);
    expect((await visit(bearer(await t.tokens.member(member)), body)).status).toBe(403);
    expect((await visit((await t.signIn.admin()).headers, body)).status).toBe(403);
    const rejected = await t.createPartner({
      status: 'rejected',
      rejection_reason: 'Certificate unreadable',
    });
    const res = await visit(bearer(await t.tokens.partner(rejected)), body);
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe(
      'Your partner application was not approved. Reason: Certificate unreadable',
    );
    const approved = await t.createPartner();
    expect((await visit(bearer(await t.tokens.partner(approved, -10)), body)).status).toBe(401);
  });
});
