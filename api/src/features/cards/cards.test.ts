import { afterEach, describe, expect, it } from 'vitest';
import { readCard, verifyCard } from '@mcs/shared';
import { signJwsCard } from '@mcs/shared/card/testing';
import { loadCardKeyStore } from '../../keys/card-key-store.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cardOf, publishedKeys, revokedRids, ridOf } from './card-test-kit.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const family = [
  { name: 'Ravi Rao', age: 40, gender: 'Male', relationship: 'Spouse' },
  { name: 'Meera Rao', age: 9, gender: 'Female', relationship: 'Daughter' },
];

describe('GET /api/members/me/card', () => {
  it('gives the member a signed card that verifies with the published keys, family included', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member({ name: 'Asha Rao', familyDetails: family });

    const card = await cardOf(t, headers);
    const result = await verifyCard(card.jws, {
      jwks: await publishedKeys(t),
      revokedRids: new Set(),
    });

    expect(card).toMatchObject({
      membershipId: member.membership_id,
      validUntil: member.valid_until,
    });
    expect(result).toMatchObject({
      ok: true,
      member: {
        membershipId: member.membership_id,
        name: 'Asha Rao',
        plan: 'Annual',
        family: [
          { name: 'Ravi Rao', relationship: 'Spouse' },
          { name: 'Meera Rao', relationship: 'Daughter' },
        ],
      },
    });
  });

  it('hands out the same card again while nothing on it changed', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.member();
    expect((await cardOf(t, headers)).jws).toBe((await cardOf(t, headers)).jws);
  });

  it('hands every request of one moment the same card: a member never holds two live cards', async () => {
    const app = (t = await makeTestApp());
    const { member, headers } = await app.signIn.member();
    const cards = await Promise.all(Array.from({ length: 12 }, () => cardOf(app, headers)));
    expect(new Set(cards.map((c) => c.jws)).size).toBe(1);
    const live = await app.db
      .selectFrom('member_cards')
      .select('rid')
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('issues a new card when the family changes and revokes the old one', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member({ familyDetails: family });
    const before = await cardOf(t, headers);

    await t.db
      .updateTable('members')
      .set({ family_details: JSON.stringify(family.slice(0, 1)) })
      .where('id', '=', member.id)
      .execute();
    const after = await cardOf(t, headers);

    const oldRid = ridOf(before.jws);
    expect(ridOf(after.jws)).not.toBe(oldRid);
    expect(
      await verifyCard(before.jws, {
        jwks: await publishedKeys(t),
        revokedRids: await revokedRids(t),
      }),
    ).toMatchObject({ reason: 'revoked' });
    expect(
      await verifyCard(after.jws, {
        jwks: await publishedKeys(t),
        revokedRids: await revokedRids(t),
      }),
    ).toMatchObject({ ok: true });
  });

  it('issues a new card showing the new date when the membership is renewed', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member();
    const before = await cardOf(t, headers);
    const renewedUntil = new Date(Date.parse(member.valid_until) + 365 * 86_400_000).toISOString();

    await t.db
      .updateTable('members')
      .set({ valid_until: renewedUntil, plan: 'Family' })
      .where('id', '=', member.id)
      .execute();
    const after = await cardOf(t, headers);

    expect(after.validUntil).toBe(renewedUntil);
    const result = await verifyCard(after.jws, {
      jwks: await publishedKeys(t),
      revokedRids: await revokedRids(t),
    });
    expect(result).toMatchObject({ ok: true, member: { plan: 'Family' } });
    // The card holds whole seconds (JWT exp).
    if (result.ok)
      expect(Date.parse(result.member.validUntil)).toBe(
        Math.floor(Date.parse(renewedUntil) / 1000) * 1000,
      );
    expect(await revokedRids(t)).toContain(ridOf(before.jws));
  });

  it('refuses a card to a cancelled or expired membership', async () => {
    t = await makeTestApp();
    const cancelled = await t.signIn.member({ status: 'Cancelled' });
    const expired = await t.signIn.member({ validUntil: '2020-01-31T00:00:00.000Z' });

    const a = await t.request('GET', '/api/members/me/card', undefined, cancelled.headers);
    const b = await t.request('GET', '/api/members/me/card', undefined, expired.headers);

    expect(a.status).toBe(403);
    expect(await a.json()).toMatchObject({ code: 'inactive' });
    expect(b.status).toBe(403);
    expect(await b.json()).toEqual({
      code: 'expired',
      message: 'Your membership expired on 31 Jan 2020. Renew it to get your card.',
    });
  });

  it('is for members only', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner();
    expect((await t.request('GET', '/api/members/me/card')).status).toBe(401);
    expect((await t.request('GET', '/api/members/me/card', undefined, headers)).status).toBe(403);
  });

  it('revokes the card when the membership is cancelled', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member();
    const card = await cardOf(t, headers);

    await t.db
      .updateTable('members')
      .set({ status: 'Cancelled' })
      .where('id', '=', member.id)
      .execute();

    expect(await revokedRids(t)).toContain(ridOf(card.jws));
  });
  it('revokes the card when the member is deleted', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member();
    const card = await cardOf(t, headers);

    await t.db.deleteFrom('members').where('id', '=', member.id).execute();

    expect(await revokedRids(t)).toContain(ridOf(card.jws));
  });
});

describe('the move from JWS cards to compact cards', () => {
  /**
   * The member's live card as the server issued it before the compact card: a JWS of the same
   * content, rid and key, in the row the compact card now fills.
   */
  async function issuedBeforeTheMove(memberId: number, card: string) {
    const content = readCard(card);
    if (!content) throw new Error('no card');
    const { signing } = await loadCardKeyStore(t.env);
    const jws = await signJwsCard(
      { ...content, iss: t.env.cardIssuer, iat: Math.floor(Date.now() / 1000) },
      signing,
    );
    await t.db
      .updateTable('member_cards')
      .set({ jws })
      .where('member_id', '=', memberId)
      .where('rid', '=', content.rid)
      .execute();
    return jws;
  }

  it('gives the member a compact card at the next fetch and revokes the JWS card it replaces', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member({ name: 'Asha Rao', familyDetails: family });
    const jws = await issuedBeforeTheMove(member.id, (await cardOf(t, headers)).jws);
    const jwks = await publishedKeys(t);
    // Until the member's app fetches again, the desk accepts the card the phone shows.
    expect(await verifyCard(jws, { jwks, revokedRids: await revokedRids(t) })).toMatchObject({
      ok: true,
    });

    const fresh = await cardOf(t, headers);

    expect(fresh.jws).toMatch(/^MCS1:/);
    expect(await verifyCard(fresh.jws, { jwks, revokedRids: await revokedRids(t) })).toMatchObject({
      ok: true,
      member: { name: 'Asha Rao', family: [{ name: 'Ravi Rao' }, { name: 'Meera Rao' }] },
    });
    expect(await verifyCard(jws, { jwks, revokedRids: await revokedRids(t) })).toMatchObject({
      reason: 'revoked',
    });
    expect((await cardOf(t, headers)).jws).toBe(fresh.jws);
  });
});

describe('a change to what the card says', () => {
  it.each([
    ['the family', { family_details: JSON.stringify(family.slice(0, 1)) }],
    ['the plan', { plan: 'Family' }],
    ['the validity', { valid_until: '2031-03-31T18:29:59.000Z' }],
    ['the name', { name: 'Asha R. Rao' }],
  ])(
    'revokes the card on the phone at once when %s changes, before the member opens it again',
    async (_what, change) => {
      t = await makeTestApp();
      const { member, headers } = await t.signIn.member({
        name: 'Asha Rao',
        familyDetails: family,
      });
      const card = await cardOf(t, headers);

      await t.db.updateTable('members').set(change).where('id', '=', member.id).execute();

      expect(await revokedRids(t)).toContain(ridOf(card.jws));
    },
  );

  it('leaves the card alone when only what it does not show changes', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member({ familyDetails: family });
    const card = await cardOf(t, headers);

    await t.db
      .updateTable('members')
      .set({
        phone: '9811122233',
        email: 'new-address@test.mcs',
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', member.id)
      .execute();

    expect(await revokedRids(t)).toEqual(new Set());
    expect((await cardOf(t, headers)).jws).toBe(card.jws);
  });
});

describe('POST /api/admin/cards/:membershipId/revoke', () => {
  it('puts the card on the revocation list, and the member gets a fresh card after signing in again', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member();
    const { headers: admin } = await t.signIn.admin();
    const card = await cardOf(t, headers);
    const typed = member.membership_id.toLowerCase().replaceAll('-', '');

    const res = await t.request(
      'POST',
      `/api/admin/cards/${typed}/revoke`,
      { reason: 'Phone lost' },
      admin,
    );

    expect(res.status).toBe(200);
    const rid = ridOf(card.jws);
    expect(await res.json()).toMatchObject({ membershipId: member.membership_id, revoked: [rid] });
    expect(await revokedRids(t)).toContain(rid);
    // The revocation ended the sessions of the phone the card was on (sessions.test.ts).
    expect((await t.request('GET', '/api/members/me/card', undefined, headers)).status).toBe(401);
    const login = await t.request('POST', '/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    const { token } = (await login.json()) as { token: string };
    const fresh = await cardOf(t, bearer(token));
    expect(
      await verifyCard(fresh.jws, {
        jwks: await publishedKeys(t),
        revokedRids: await revokedRids(t),
      }),
    ).toMatchObject({ ok: true });
  });

  it('is for admins only and names an unknown membership', async () => {
    t = await makeTestApp();
    const { member, headers } = await t.signIn.member();
    const { headers: admin } = await t.signIn.admin();

    expect(
      (
        await t.request(
          'POST',
          `/api/admin/cards/${member.membership_id}/revoke`,
          undefined,
          headers,
        )
      ).status,
    ).toBe(403);
    const unknown = await t.request(
      'POST',
      '/api/admin/cards/MCS-2020-000000/revoke',
      undefined,
      admin,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'No member has this membership ID.' });
  });
});
