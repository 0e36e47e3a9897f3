// Valid requests for every route, used by the role matrix: each builder makes its own target
// (an application to approve, a member to delete) so every caller gets a fresh one.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { bearer, makeTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';
import { registrationForm } from './registration-form.ts';
import { createPasswordLink } from '../features/auth/password-links.service.ts';
import { unsubscribeToken } from '../features/reminders/reminder-mail.ts';
import type { RouteAuth } from '../lib/openapi.ts';

export const ROLES = [
  'none',
  'member',
  'pendingPartner',
  'partner',
  'admin',
  'forged',
  'expired',
] as const;
export type Role = (typeof ROLES)[number];

/** A caller each kind of access lets through, for the suites that drive every route once. */
export const CALLER_LET_THROUGH: Record<RouteAuth, Role> = {
  public: 'none',
  optional: 'none',
  member: 'member',
  partner: 'partner',
  'member-or-partner': 'partner',
  admin: 'admin',
  'partner-or-admin': 'partner',
  'signed-in': 'member',
};

export interface World {
  t: TestApp;
  member: Awaited<ReturnType<TestApp['createMember']>>;
  partner: Awaited<ReturnType<TestApp['createPartner']>>;
  headers: Record<Role, Record<string, string>>;
}

export interface SampleRequest {
  path: string;
  json?: unknown;
  form?: FormData;
}

const INVITE = 'MATRIX-INVITE';
let serial = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${(serial += 1)}@matrix.test`;

async function pendingApplicationId(w: World): Promise<number> {
  return (await w.t.createPartner({ status: 'pending' })).id;
}

/** A fresh visit the world's partner recorded (so each caller may void one). */
async function partnersVisitId(w: World): Promise<string> {
  const res = await w.t.recordVisit(w.headers.partner, { membershipId: w.member.membership_id });
  return ((await res.json()) as { visit: { id: string } }).visit.id;
}

/** A fresh live API key of the world's partner (so each caller may revoke one). */
async function partnersKeyId(w: World): Promise<string> {
  const res = await w.t.request(
    'POST',
    '/api/partners/api-keys',
    { name: 'Matrix key' },
    w.headers.partner,
  );
  return ((await res.json()) as { key: { id: string } }).key.id;
}

/**
 * A valid request per route; called afresh for each caller, so each may consume its target. A
 * request that depends on who sends it (their own current password) is told the caller.
 */
export const SAMPLES: Record<string, (w: World, caller?: Role) => Promise<SampleRequest>> = {
  'GET /api/health': async () => ({ path: '/api/health' }),
  'GET /api/config': async () => ({ path: '/api/config' }),
  'GET /api/openapi.json': async () => ({ path: '/api/openapi.json' }),
  'POST /api/auth/login': async (w) => ({
    path: '/api/auth/login',
    json: { email: w.member.email, password: w.member.password },
  }),
  'GET /api/auth/me': async () => ({ path: '/api/auth/me' }),
  'POST /api/auth/change-password': async (w, caller) => ({
    path: '/api/auth/change-password',
    json: {
      currentPassword: caller === 'partner' ? w.partner.password : w.member.password,
      newPassword: 'Kaveri river 2026',
    },
  }),
  'POST /api/auth/admin/login': async (w) => {
    const admin = await w.t.createAdmin();
    return {
      path: '/api/auth/admin/login',
      json: { email: admin.email, password: admin.password },
    };
  },
  'POST /api/auth/admin/register': async () => ({
    path: '/api/auth/admin/register',
    json: {
      name: 'New Admin',
      email: uniqueEmail('admin'),
      phone: '9000000000',
      password: 'secret-pass',
      inviteCode: INVITE,
    },
  }),
  'GET /api/partners': async () => ({ path: '/api/partners?q=clinic&page=1&limit=10' }),
  'GET /api/partners/my-visits': async () => ({ path: '/api/partners/my-visits' }),
  'POST /api/partners/register': async () => ({
    path: '/api/partners/register',
    form: await registrationForm({ fields: { email: uniqueEmail('applicant') } }),
  }),
  'POST /api/partners/login': async (w) => ({
    path: '/api/partners/login',
    json: { email: w.partner.email, password: w.partner.password },
  }),
  'GET /api/partners/partner-stats': async () => ({ path: '/api/partners/partner-stats' }),
  'GET /api/partners/partner-visits': async () => ({
    path: '/api/partners/partner-visits?page=1&limit=10',
  }),
  'GET /api/partners/partner-visits.csv': async () => ({
    path: '/api/partners/partner-visits.csv?from=2026-04-01&to=2027-03-31',
  }),
  'GET /api/partners/my-discount': async () => ({ path: '/api/partners/my-discount' }),
  'PUT /api/partners/my-discount': async () => ({
    path: '/api/partners/my-discount',
    json: { standardDiscount: 20 },
  }),
  'POST /api/partners/verify': async (w) => ({
    path: '/api/partners/verify',
    json: { membershipId: w.member.membership_id },
  }),
  'POST /api/partners/visit': async (w) => ({
    path: '/api/partners/visit',
    json: {
      membershipId: w.member.membership_id,
      service: 'Membership Verification',
      discountApplied: 10,
    },
  }),
  'POST /api/partners/visits/:id/void': async (w) => ({
    path: `/api/partners/visits/${await partnersVisitId(w)}/void`,
    json: { reason: 'Recorded twice' },
  }),
  'GET /api/partners/api-keys': async () => ({ path: '/api/partners/api-keys' }),
  'POST /api/partners/api-keys': async () => ({
    path: '/api/partners/api-keys',
    json: { name: 'Practice software' },
  }),
  'POST /api/partners/api-keys/:id/revoke': async (w) => ({
    path: `/api/partners/api-keys/${await partnersKeyId(w)}/revoke`,
  }),
  'GET /api/partners/applications': async () => ({ path: '/api/partners/applications' }),
  'POST /api/partners/applications/:id/approve': async (w) => ({
    path: `/api/partners/applications/${await pendingApplicationId(w)}/approve`,
  }),
  'POST /api/partners/applications/:id/reject': async (w) => ({
    path: `/api/partners/applications/${await pendingApplicationId(w)}/reject`,
    json: { reason: 'Incomplete documents' },
  }),
  'GET /api/partners/stats': async () => ({ path: '/api/partners/stats' }),
  'GET /api/partners/recent-members': async () => ({ path: '/api/partners/recent-members' }),
  'GET /api/partners/recent-partners': async () => ({ path: '/api/partners/recent-partners' }),
  'GET /api/partners/all-users': async () => ({
    path: '/api/partners/all-users?page=1&limit=10&search=a',
  }),
  'GET /api/partners/all-partners': async () => ({
    path: '/api/partners/all-partners?page=1&limit=10&search=a',
  }),
  'DELETE /api/partners/partners/:id': async (w) => ({
    path: `/api/partners/partners/${(await w.t.createPartner()).id}`,
  }),
  'DELETE /api/partners/users/:id': async (w) => ({
    path: `/api/partners/users/${(await w.t.createMember()).id}`,
  }),
  'POST /api/admin/members': async () => ({
    path: '/api/admin/members',
    json: {
      name: 'Enrolled',
      email: uniqueEmail('member'),
      phone: `98${String(serial).padStart(8, '0')}`,
      paymentReference: 'UPI-1',
      amount: 430.7,
    },
  }),
  'POST /api/admin/members/:id/end-membership': async (w) => ({
    path: `/api/admin/members/${(await w.t.createMember()).id}/end-membership`,
    json: { reason: 'Asked to leave' },
  }),
  'POST /api/admin/invites': async () => ({
    path: '/api/admin/invites',
    json: { expiresInDays: 3 },
  }),
  'GET /api/admin/audit': async () => ({ path: '/api/admin/audit?page=1&limit=20' }),
  'GET /api/admin/mail': async () => ({ path: '/api/admin/mail?page=1&limit=20' }),
  'POST /api/auth/forgot-password': async (w) => ({
    path: '/api/auth/forgot-password',
    json: { email: w.member.email },
  }),
  // A fresh member's fresh link for each caller: a link works once.
  'POST /api/auth/reset-password': async (w) => {
    const member = await w.t.createMember();
    const url = await createPasswordLink(w.t.db, w.t.deps, {
      account: { type: 'member', id: member.id },
      purpose: 'reset',
      at: w.t.deps.now(),
    });
    return {
      path: '/api/auth/reset-password',
      json: { token: url.split('#token=')[1], newPassword: 'Kaveri river 2026' },
    };
  },
  'GET /api/admin/verify-misses': async () => ({ path: '/api/admin/verify-misses?limit=10' }),
  'GET /api/admin/insights': async () => ({ path: '/api/admin/insights' }),
  'GET /api/admin/export/:kind': async () => ({ path: '/api/admin/export/members?search=a' }),
  'POST /api/auth/logout': async () => ({ path: '/api/auth/logout' }),
  'POST /api/contact/submit': async () => ({
    path: '/api/contact/submit',
    json: {
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'Hello',
      message: 'A question',
      userType: 'general',
    },
  }),
  'GET /api/contact/queries': async () => ({ path: '/api/contact/queries?limit=50' }),
  'GET /api/contact/stats': async () => ({ path: '/api/contact/stats' }),
  'PUT /api/contact/queries/:id/status': async (w) => {
    const row = await w.t.db
      .insertInto('contact_queries')
      .values({
        name: 'A',
        email: 'a@b.in',
        phone: null,
        subject: 'S',
        message: 'M',
        user_type: 'member',
        status: 'pending',
        created_at: 'x',
        updated_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { path: `/api/contact/queries/${row.id}/status`, json: { status: 'resolved' } };
  },
  'GET /api/sync/revocations': async () => ({ path: '/api/sync/revocations?since=0' }),
  'GET /api/sync/directory': async () => ({ path: '/api/sync/directory?since=0' }),
  'POST /api/sync/push': async (w) => ({
    path: '/api/sync/push',
    json: {
      mutations: [
        {
          id: randomUUID(),
          kind: 'visit',
          clientTime: w.t.deps.now().toISOString(),
          payload: {
            membershipId: w.member.membership_id,
            service: 'Consultation',
            discountApplied: 15,
          },
        },
      ],
    },
  }),
  'GET /api/members/me/card': async () => ({ path: '/api/members/me/card' }),
  'POST /api/admin/cards/:membershipId/revoke': async (w) => ({
    path: `/api/admin/cards/${w.member.membership_id}/revoke`,
    json: { reason: 'lost phone' },
  }),
  'GET /.well-known/jwks.json': async () => ({ path: '/.well-known/jwks.json' }),
  'GET /api/members/me/renewals': async () => ({ path: '/api/members/me/renewals' }),
  'POST /api/members/me/renewals': async () => ({
    path: '/api/members/me/renewals',
    json: { familyConfirmed: true, utr: freshUtr() },
  }),
  'GET /api/admin/renewals': async () => ({ path: '/api/admin/renewals?status=pending' }),
  'POST /api/admin/renewals/:id/confirm': async (w) => ({
    path: `/api/admin/renewals/${await renewalOf(w, 'pending')}/confirm`,
  }),
  'POST /api/admin/renewals/:id/refuse': async (w) => ({
    path: `/api/admin/renewals/${await renewalOf(w, 'pending')}/refuse`,
    json: { reason: 'No payment with this UTR reached us' },
  }),
  'POST /api/admin/renewals/:id/refund': async (w) => ({
    path: `/api/admin/renewals/${await renewalOf(w, 'confirmed')}/refund`,
    json: { reason: 'Asked within the week' },
  }),
  'GET /api/push/vapid-public-key': async () => ({ path: '/api/push/vapid-public-key' }),
  'POST /api/members/me/push-subscription': async () => ({
    path: '/api/members/me/push-subscription',
    json: {
      endpoint: `https://push.example.test/${randomUUID()}`,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  }),
  'GET /api/reminders/unsubscribe': async (w) => ({
    path: `/api/reminders/unsubscribe?token=${unsubscribeToken(w.t.env.jwtSecret, w.member.id)}`,
  }),
  'GET /api/partners/webhooks': async () => ({ path: '/api/partners/webhooks' }),
  'POST /api/partners/webhooks': async () => ({
    path: '/api/partners/webhooks',
    // A public address written as one: registering it needs no name resolved.
    json: { url: 'https://203.0.113.10/hook', events: ['visit.recorded'] },
  }),
  'GET /api/partners/webhooks/attempts': async () => ({
    path: '/api/partners/webhooks/attempts?limit=5',
  }),
  'DELETE /api/partners/webhooks/:id': async (w) => ({
    path: `/api/partners/webhooks/${await webhookEndpointOf(w)}`,
  }),
  'POST /api/partners/webhooks/:id/test': async (w) => ({
    path: `/api/partners/webhooks/${await webhookEndpointOf(w)}/test`,
  }),
  'GET /uploads/:name': async (w) => {
    const res = await w.t.app.request('/api/partners/register', {
      method: 'POST',
      body: await registrationForm({ fields: { email: uniqueEmail('listed') } }),
    });
    const { id } = (await res.json()) as { id: string };
    await w.t.db
      .updateTable('partners')
      .set({ status: 'approved' })
      .where('id', '=', Number(id))
      .execute();
    const photo = await w.t.db
      .selectFrom('uploads')
      .select('name')
      .where('partner_id', '=', Number(id))
      .where('kind', '=', 'clinic_photo')
      .executeTakeFirstOrThrow();
    return { path: `/uploads/${photo.name}` };
  },
};

let utrSerial = 0;
/** A UPI reference no other request used. */
const freshUtr = () => String(400_000_000_000 + Date.now() * 10 + (utrSerial += 1)).slice(-12);

/** A renewal of a fresh member, written directly: pending, or confirmed just now. */
async function renewalOf(w: World, status: 'pending' | 'confirmed'): Promise<number> {
  const member = await w.t.createMember();
  const now = new Date().toISOString();
  const row = await w.t.db
    .insertInto('renewal_requests')
    .values({
      member_id: member.id,
      reference: `${member.membership_id}-R1`,
      utr: freshUtr(),
      status,
      members_count: 1,
      total: 365,
      tax: 65.7,
      total_with_tax: 430.7,
      requested_at: now,
      decided_at: status === 'confirmed' ? now : null,
      previous_valid_until: status === 'confirmed' ? member.valid_until : null,
      new_valid_until: status === 'confirmed' ? member.valid_until : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A webhook endpoint of the world's partner, written directly (a fresh one per caller). */
async function webhookEndpointOf(w: World): Promise<number> {
  const row = await w.t.db
    .insertInto('webhook_endpoints')
    .values({
      partner_id: w.partner.id,
      url: 'https://203.0.113.10/hook',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      events: JSON.stringify(['visit.recorded']),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function forgedToken(claims: Record<string, unknown>): Promise<string> {
  const foreignKey = new TextEncoder().encode('not-the-server-secret-not-the-server-secret');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(foreignKey);
}

export async function makeWorld(): Promise<World> {
  const t = await makeTestApp({ env: { adminInviteCode: INVITE, upiId: 'matrix@okaxis' } });
  const member = await t.createMember();
  const partner = await t.createPartner();
  const pending = await t.createPartner({ status: 'pending' });
  const admin = await t.createAdmin();
  const headers: Record<Role, Record<string, string>> = {
    none: {},
    member: bearer(await t.tokens.member(member)),
    pendingPartner: bearer(await t.tokens.partner(pending)),
    partner: bearer(await t.tokens.partner(partner)),
    admin: bearer(await t.tokens.admin(admin)),
    // Right claims for the strongest role, wrong key: must be worth nothing.
    forged: bearer(
      await forgedToken({ role: 'admin', id: String(admin.id), email: admin.email, isAdmin: true }),
    ),
    expired: bearer(await t.tokens.admin(admin, -60)),
  };
  return { t, member, partner, headers };
}
