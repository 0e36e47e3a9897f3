import { afterEach, describe, expect, it } from 'vitest';
import { MEMBERSHIP_ID_PATTERN, enrolMemberResponseSchema, quoteMembership } from '@mcs/shared';
import { verifyPassword } from '../../lib/password.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { familyOnly, generatePassword, membersCovered } from './enrolment.service.ts';

let t: TestApp;
afterEach(async () => t?.close());

const NOW = new Date('2026-11-15T04:30:00.000Z');
const son = { name: 'Ravi', age: 8, gender: 'Male', relationship: 'Son' };
const spouse = { name: 'Priya', age: 35, gender: 'Female', relationship: 'Spouse' };

async function adminApp() {
  t = await makeTestApp({ deps: { now: () => NOW } });
  const { headers } = await t.signIn.admin();
  return headers;
}

const enrolment = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'Asha.Rao@Example.in',
  phone: '9876543210',
  familyDetails: [],
  paymentReference: 'UPI-123456',
  amount: quoteMembership(1).totalWithTax,
  ...overrides,
});

/** `POST /api/admin/members` with the sample enrolment, changed by `overrides`. */
const enrol = (headers: Record<string, string>, overrides?: Record<string, unknown>) =>
  t.request('POST', '/api/admin/members', enrolment(overrides), headers);

describe('member enrolment by an admin', () => {
  it('creates an Active member valid for 365 days with a new membership ID, a payment and a one-time password', async () => {
    const headers = await adminApp();
    const res = await t.request('POST', '/api/admin/members', enrolment(), headers);
    expect(res.status).toBe(201);
    const body = enrolMemberResponseSchema.parse(await res.json());
    expect(body.message).toBe('Member enrolled');
    expect(body.member).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      phone: '9876543210',
      plan: 'Annual',
      status: 'Active',
      validUntil: '2027-11-15T04:30:00.000Z',
      familyMembers: 0,
      familyDetails: [],
    });
    expect(body.member.membershipId).toMatch(MEMBERSHIP_ID_PATTERN);
    expect(body.member.membershipId.startsWith('MCS-2026-')).toBe(true);
    expect(body.password).toMatch(/^[a-zA-Z2-9]{12}$/);

    const row = await t.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', Number(body.member.id))
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(body.password);
    expect(await verifyPassword(body.password ?? '', row.password_hash)).toBe(true);
    const payments = await t.db.selectFrom('payments').selectAll().execute();
    expect(payments).toEqual([
      expect.objectContaining({
        member_id: row.id,
        amount: 430.7,
        members_count: 1,
        reference: 'UPI-123456',
        paid_at: NOW.toISOString(),
      }),
    ]);
  });

  it('lets the new member sign in with the password they were given', async () => {
    const headers = await adminApp();
    const body = enrolMemberResponseSchema.parse(
      await (await t.request('POST', '/api/admin/members', enrolment(), headers)).json(),
    );
    const login = await t.request('POST', '/api/auth/login', {
      email: 'asha.rao@example.in',
      password: body.password,
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toHaveProperty('token');
  });

  it('prices a family by the shared price list and records the family on the membership', async () => {
    const headers = await adminApp();
    const quote = quoteMembership(3);
    const res = await t.request(
      'POST',
      '/api/admin/members',
      enrolment({
        familyDetails: [spouse, son],
        amount: quote.totalWithTax,
        password: 'chosen-secret',
      }),
      headers,
    );
    expect(res.status).toBe(201);
    const body = enrolMemberResponseSchema.parse(await res.json());
    expect(body.member).toMatchObject({ familyMembers: 2, familyDetails: [spouse, son] });
    expect(body.password).toBeUndefined();
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: quote.totalWithTax, members_count: 3 });
  });

  it('records the fee from the shared price list when no amount is given', async () => {
    const headers = await adminApp();
    const { amount: _stated, ...withoutAmount } = enrolment({ familyDetails: [spouse, son] });
    const res = await t.request('POST', '/api/admin/members', withoutAmount, headers);
    expect(res.status).toBe(201);
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: 1162.89, members_count: 3 });
    expect(payment.amount).toBe(quoteMembership(3).totalWithTax);
  });

  it('refuses an amount that is not the fee for the people covered, saying what the fee is', async () => {
    const headers = await adminApp();
    const res = await t.request(
      'POST',
      '/api/admin/members',
      enrolment({ familyDetails: [son], amount: 730 }),
      headers,
    );
    expect(res.status).toBe(400);
    const { message } = (await res.json()) as { message: string };
    expect(message).toContain('2 members');
    expect(message).toContain('₹775.26');
    expect(await t.db.selectFrom('members').select('id').execute()).toEqual([]);
  });

  it('refuses a second member with the same email or phone (409)', async () => {
    const headers = await adminApp();
    await enrol(headers);
    const sameEmail = await enrol(headers, { email: 'ASHA.RAO@example.in', phone: '9000000001' });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({
      message: 'A member with this email already exists.',
    });
    // The same number with the spaces or dashes people type is the same number.
    const samePhone = await enrol(headers, { email: 'other@example.in', phone: '98765-43210' });
    expect(samePhone.status).toBe(409);
    expect(await samePhone.json()).toMatchObject({
      message: 'A member with this phone number already exists.',
    });
  });

  it('stores a number typed with +91 as its 10 digits: the member signs in with them and the number is not enrolled twice', async () => {
    const headers = await adminApp();
    const first = await enrol(headers, { phone: '+91 99887-66554', password: 'asha-pass-1' });
    expect(first.status).toBe(201);
    expect(enrolMemberResponseSchema.parse(await first.json()).member.phone).toBe('9988766554');
    const signIn = await t.request('POST', '/api/auth/login', {
      phone: '9988766554',
      password: 'asha-pass-1',
    });
    expect(signIn.status).toBe(200);
    for (const phone of ['09988766554', '0091 99887 66554']) {
      const again = await enrol(headers, { email: 'other@example.in', phone });
      expect(again.status, phone).toBe(409);
    }
  });

  describe('several enrolments at once (two admins, a double-clicked button)', () => {
    /**
     * Sends the bodies together and expects one member enrolled, with one payment, and every
     * other request refused with 409 and `message` (never a 500 from the database).
     */
    async function expectOneEnrolled(bodies: unknown[], message: string) {
      const headers = await adminApp();
      const answers = await Promise.all(
        bodies.map((body) => t.request('POST', '/api/admin/members', body, headers)),
      );
      const results = await Promise.all(
        answers.map(async (res) => ({
          status: res.status,
          message: ((await res.json()) as { message: string }).message,
        })),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status !== 201)).toEqual(
        Array.from({ length: bodies.length - 1 }, () => ({ status: 409, message })),
      );
      expect(await t.db.selectFrom('members').select('id').execute()).toHaveLength(1);
      expect(await t.db.selectFrom('payments').select('id').execute()).toHaveLength(1);
    }

    it('enrols one member for one email and refuses the rest with 409', async () => {
      const bodies = Array.from({ length: 6 }, (_, i) =>
        // The same address in either letter case is the same member.
        enrolment({
          phone: `900000000${i}`,
          email: i % 2 ? 'asha.rao@example.in' : 'ASHA.RAO@Example.IN',
        }),
      );
      await expectOneEnrolled(bodies, 'A member with this email already exists.');
    });

    it('enrols one member for one phone number and refuses the rest with 409', async () => {
      const bodies = Array.from({ length: 6 }, (_, i) =>
        enrolment({ email: `member${i}@example.in` }),
      );
      await expectOneEnrolled(bodies, 'A member with this phone number already exists.');
    });
  });

  it('refuses incomplete or malformed enrolments with a message', async () => {
    const headers = await adminApp();
    const cases: Record<string, unknown>[] = [
      enrolment({ name: '' }),
      enrolment({ email: 'not-an-email' }),
      enrolment({ phone: 'call me' }),
      enrolment({ password: '123' }),
      enrolment({ paymentReference: ' ' }),
      enrolment({ amount: '430.7' }),
      enrolment({
        familyDetails: [{ name: 'Ravi', age: -1, gender: 'Male', relationship: 'Son' }],
      }),
    ];
    for (const body of cases) {
      const res = await t.request('POST', '/api/admin/members', body, headers);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toHaveProperty('message');
    }
    const short = await t.request(
      'POST',
      '/api/admin/members',
      enrolment({ password: '123' }),
      headers,
    );
    expect(await short.json()).toMatchObject({
      message: 'Password must be at least 6 characters long',
    });
  });
});

describe('enrolment rules', () => {
  it('counts the holder plus each family member, ignoring a Self row', () => {
    const family = familyOnly([
      { name: 'Asha', age: 40, gender: 'Female', relationship: 'Self' },
      son,
    ]);
    expect(family).toEqual([son]);
    expect(membersCovered(family)).toBe(2);
  });

  it('generates passwords without look-alike characters', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});
