import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARD_FAMILY_MAX,
  CARD_QR_VERSION_MAX,
  enrolMemberResponseSchema,
  quoteMembership,
  verifyCard,
} from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cardOf, publishedKeys } from './card-test-kit.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const person = (name: string, relationship = 'Child') => ({
  name,
  age: 30,
  gender: 'Female',
  relationship,
});

/** `text` repeated up to `length` characters. */
const filled = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

async function enrol(headers: Record<string, string>, familyDetails: unknown[]) {
  return t.request(
    'POST',
    '/api/admin/members',
    {
      name: 'Asha Rao',
      email: `asha-${familyDetails.length}@example.in`,
      phone: '9876543210',
      familyDetails,
      paymentReference: 'UPI-1',
      amount: quoteMembership(1 + familyDetails.length).totalWithTax,
    },
    headers,
  );
}

describe('the family on the card', () => {
  it('shows every family member the enrolment allows', async () => {
    t = await makeTestApp();
    const { headers: admin } = await t.signIn.admin();
    const family = Array.from({ length: CARD_FAMILY_MAX }, (_, i) => person(`Child ${i + 1}`));

    const res = await enrol(admin, family);
    expect(res.status).toBe(201);
    const { member } = enrolMemberResponseSchema.parse(await res.json());
    const token = await t.tokens.member({ id: Number(member.id), email: member.email });
    const card = await cardOf(t, { authorization: `Bearer ${token}` });
    const result = await verifyCard(card.jws, {
      jwks: await publishedKeys(t),
      revokedRids: new Set(),
    });

    expect(result.ok && result.member.family.map((f) => f.name)).toEqual(family.map((f) => f.name));
  });

  it('is not enrolled with more family than the card can show', async () => {
    t = await makeTestApp();
    const { headers: admin } = await t.signIn.admin();
    const family = Array.from({ length: CARD_FAMILY_MAX + 1 }, (_, i) => person(`Child ${i + 1}`));

    const res = await enrol(admin, family);

    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/^Family details /) });
  });
});

describe('the largest member the API allows', () => {
  it.each([
    ['in Latin letters', 'Venkatanarasimharajuvaripeta Subrahmanyam ', 'Grandmother-in-law '],
    ['in Devanagari', 'क्षत्रियकुमारी लक्ष्मीनारायण ', 'पत्नी की माता '],
  ])(
    'gets a card that fits a version 10 QR code at level M and verifies, %s',
    async (_script, name, relation) => {
      t = await makeTestApp();
      const { member, headers } = await t.signIn.member({
        name: filled(name, 120),
        familyDetails: Array.from({ length: CARD_FAMILY_MAX }, (_, i) =>
          person(filled(`${i} ${name}`, 120), filled(relation, 40)),
        ),
      });

      const card = await cardOf(t, headers);
      const result = await verifyCard(card.jws, {
        jwks: await publishedKeys(t),
        revokedRids: new Set(),
      });

      expect(QRCode.create(card.jws, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(
        CARD_QR_VERSION_MAX,
      );
      expect(result).toMatchObject({ ok: true, member: { membershipId: member.membership_id } });
      expect(result.ok && result.member.family).toHaveLength(CARD_FAMILY_MAX);
    },
  );
});
