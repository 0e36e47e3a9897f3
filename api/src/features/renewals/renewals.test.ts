import { afterEach, describe, expect, it } from 'vitest';
import { MEMBERSHIP_VALIDITY_DAYS, quoteMembership } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-26T06:00:00.000Z');
const UPI_ID = 'medicostsaver@okaxis';
const family = [
  { name: 'Ravi Rao', age: 40, gender: 'Male', relationship: 'Spouse' },
  { name: 'Meera Rao', age: 9, gender: 'Female', relationship: 'Daughter' },
];

let t: TestApp;
let clock = NOW;
afterEach(async () => {
  await t.close();
  clock = NOW;
});

async function setUp(env: { upiId?: string | undefined } = { upiId: UPI_ID }) {
  t = await makeTestApp({ env, deps: { now: () => clock } });
  const admin = await t.signIn.admin();
  return admin.headers;
}

const inDays = (days: number, from = NOW) => new Date(from.getTime() + days * DAY).toISOString();

async function requestRenewal(headers: Record<string, string>, utr = '412345678901') {
  return t.request('POST', '/api/members/me/renewals', { familyConfirmed: true, utr }, headers);
}

async function pendingId(headers: Record<string, string>, utr?: string): Promise<string> {
  const res = await requestRenewal(headers, utr);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('renewal by UPI, for the member', () => {
  it('quotes the shared price rules with GST for the holder and the family, and the UPI link for that amount', async () => {
    await setUp();
    const { member, headers } = await t.signIn.member({ familyDetails: family });
    const res = await t.request('GET', '/api/members/me/renewals', undefined, headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      amounts: { members: number; total: number; tax: number; totalWithTax: number };
      reference: string;
      upiLink: string;
    };
    const quote = quoteMembership(3);
    expect(body.amounts).toEqual({
      members: 3,
      total: quote.total,
      tax: quote.tax,
      totalWithTax: quote.totalWithTax,
    });
    expect(body.reference).toBe(`${member.membership_id}-R1`);
    const link = new URL(body.upiLink);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: UPI_ID,
      pn: 'MediCostSaver',
      am: quote.totalWithTax.toFixed(2),
      cu: 'INR',
      tn: body.reference,
    });
  });

  it('records the request with the UTR at the quoted amount, waiting for an admin', async () => {
    await setUp();
    const { headers } = await t.signIn.member();
    const res = await requestRenewal(headers);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      status: 'pending',
      utr: '412345678901',
      amounts: { members: 1, totalWithTax: quoteMembership(1).totalWithTax },
    });
  });

  it('refuses a UTR already used for a renewal, by anyone', async () => {
    await setUp();
    const first = await t.signIn.member();
    const second = await t.signIn.member();
    await pendingId(first.headers, '412345678901');
    const res = await requestRenewal(second.headers, '412345678901');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/already been used/);
  });

  it('refuses a reference that is not 12 digits, and a family not confirmed', async () => {
    await setUp();
    const { headers } = await t.signIn.member();
    expect((await requestRenewal(headers, '12345')).status).toBe(400);
    const unconfirmed = await t.request(
      'POST',
      '/api/members/me/renewals',
      { familyConfirmed: false, utr: '412345678901' },
      headers,
    );
    expect(unconfirmed.status).toBe(400);
  });

  it('keeps one request waiting at a time', async () => {
    await setUp();
    const { headers } = await t.signIn.member();
    await pendingId(headers, '412345678901');
    expect((await requestRenewal(headers, '412345678902')).status).toBe(409);
  });

  it('says renewal by UPI is not available while no UPI ID is configured', async () => {
    await setUp({ upiId: undefined });
    const { headers } = await t.signIn.member();
    const view = await t.request('GET', '/api/members/me/renewals', undefined, headers);
    expect(((await view.json()) as { upiLink: string | null }).upiLink).toBeNull();
    expect((await requestRenewal(headers)).status).toBe(409);
  });
});

describe('renewal by UPI, for the admin', () => {
  it('extends by the validity period from the current end when renewed early, issues a new card, records the payment and e-mails the receipt', async () => {
    const admin = await setUp();
    const end = inDays(15);
    const { member, headers } = await t.signIn.member({ validUntil: end, familyDetails: family });
    const oldCard = await t.request('GET', '/api/members/me/card', undefined, headers);
    const oldJws = ((await oldCard.json()) as { jws: string }).jws;
    const id = await pendingId(headers);

    const res = await t.request('POST', `/api/admin/renewals/${id}/confirm`, undefined, admin);
    expect(res.status).toBe(200);
    const expected = inDays(15 + MEMBERSHIP_VALIDITY_DAYS);
    expect(await res.json()).toMatchObject({
      status: 'confirmed',
      previousValidUntil: end,
      newValidUntil: expected,
    });

    const row = await t.db
      .selectFrom('members')
      .select(['valid_until'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.valid_until).toBe(expected);
    const cards = await t.db
      .selectFrom('member_cards')
      .select(['jws', 'expires_at', 'revoked_at'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatchObject({ jws: oldJws });
    expect(cards[0]!.revoked_at).not.toBeNull();
    expect(cards[1]).toMatchObject({ expires_at: expected, revoked_at: null });

    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(quoteMembership(3).totalWithTax);

    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'renewal-receipt')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(member.email);
    expect(mail.text_body).toContain(`GST (18%): ₹${quoteMembership(3).tax}`);
    expect(mail.text_body).toMatch(/Valid until: \d\d\/\d\d\/\d{4}/);

    const audit = await t.db.selectFrom('audit_log').select(['action']).execute();
    expect(audit.map((a) => a.action)).toEqual(['renewal.confirm']);
  });

  it('extends by the validity period from today when the membership has already ended', async () => {
    const admin = await setUp();
    const { member, headers } = await t.signIn.member({ validUntil: inDays(-20) });
    const id = await pendingId(headers);
    await t.request('POST', `/api/admin/renewals/${id}/confirm`, undefined, admin);
    const row = await t.db
      .selectFrom('members')
      .select(['valid_until'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.valid_until).toBe(inDays(MEMBERSHIP_VALIDITY_DAYS));
  });

  it('lists pending requests first and refuses one with the reason the member then reads', async () => {
    const admin = await setUp();
    const { member, headers } = await t.signIn.member({ name: 'Asha Rao' });
    const id = await pendingId(headers);
    const list = await t.request('GET', '/api/admin/renewals', undefined, admin);
    expect(await list.json()).toMatchObject({
      renewals: [
        { id, status: 'pending', member: { name: 'Asha Rao', membershipId: member.membership_id } },
      ],
    });

    const refused = await t.request(
      'POST',
      `/api/admin/renewals/${id}/refuse`,
      { reason: 'No payment with this UTR reached our account.' },
      admin,
    );
    expect(refused.status).toBe(200);
    const mine = await t.request('GET', '/api/members/me/renewals', undefined, headers);
    expect(await mine.json()).toMatchObject({
      validUntil: member.valid_until,
      renewals: [{ status: 'refused', reason: 'No payment with this UTR reached our account.' }],
    });
    // Decided once: a second decision is a conflict.
    expect(
      (await t.request('POST', `/api/admin/renewals/${id}/confirm`, undefined, admin)).status,
    ).toBe(409);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'detail']).execute();
    expect(audit).toEqual([
      { action: 'renewal.refuse', detail: 'No payment with this UTR reached our account.' },
    ]);
  });
});

describe('refund of a renewal', () => {
  async function confirmed(validUntil = inDays(10)) {
    const admin = await setUp();
    const { member, headers } = await t.signIn.member({ validUntil });
    const id = await pendingId(headers);
    await t.request('POST', `/api/admin/renewals/${id}/confirm`, undefined, admin);
    return { admin, member, id };
  }
  const refund = (admin: Record<string, string>, id: string) =>
    t.request('POST', `/api/admin/renewals/${id}/refund`, { reason: 'Changed their mind' }, admin);

  it('refunds in full within 7 days with no discount used, and puts the old end back', async () => {
    const { admin, member, id } = await confirmed(inDays(10));
    clock = new Date(NOW.getTime() + 6 * DAY);
    const res = await refund(admin, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'refunded' });
    const row = await t.db
      .selectFrom('members')
      .select(['valid_until'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.valid_until).toBe(inDays(10));
    const actions = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['renewal.confirm', 'renewal.refund']);
  });

  it('says why not after 7 days', async () => {
    const { admin, id } = await confirmed();
    clock = new Date(NOW.getTime() + 8 * DAY);
    const res = await refund(admin, id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'No refund: the renewal was confirmed more than 7 days ago.',
    );
  });

  it('says why not once a discount has been used', async () => {
    const { admin, member, id } = await confirmed();
    const partner = await t.signIn.partner();
    clock = new Date(NOW.getTime() + DAY);
    const visit = await t.recordVisit(partner.headers, { membershipId: member.membership_id });
    expect(visit.status).toBe(201);
    const res = await refund(admin, id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'No refund: a discount has been used since the renewal (1 visit).',
    );
  });

  it('refunds only a confirmed renewal', async () => {
    const admin = await setUp();
    const { headers } = await t.signIn.member();
    const id = await pendingId(headers);
    expect((await refund(admin, id)).status).toBe(409);
  });
});

describe('access', () => {
  it('keeps the admin list from members', async () => {
    await setUp();
    const { headers } = await t.signIn.member();
    expect((await t.request('GET', '/api/admin/renewals', undefined, headers)).status).toBe(403);
  });
});
