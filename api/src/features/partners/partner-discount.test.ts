import { afterEach, describe, expect, it } from 'vitest';
import {
  directoryDeltaSchema,
  partnerApplicationsResponseSchema,
  partnerDiscountSchema,
  partnersResponseSchema,
  STANDARD_DISCOUNT_MESSAGE,
} from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sendRegistration } from '../../test/registration-form.ts';

let t: TestApp;
afterEach(async () => t?.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

const myDiscount = async (headers: Record<string, string>) => {
  const res = await t.request('GET', '/api/partners/my-discount', undefined, headers);
  expect(res.status).toBe(200);
  return partnerDiscountSchema.parse(await res.json());
};
const setDiscount = (headers: Record<string, string>, body: unknown) =>
  t.request('PUT', '/api/partners/my-discount', body, headers);

async function listingOf(name: string) {
  const res = await t.request('GET', '/api/partners');
  const { partners } = partnersResponseSchema.parse(await res.json());
  return partners.find((p) => p.name === name);
}

describe("the partner's standard discount (GET and PUT /api/partners/my-discount)", () => {
  it('answers the signed-in partner its name, standard discount, offer and discounted services', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner({
      name: 'Lotus Diagnostics',
      standard_discount: 20,
      discount_amount: '20% on consultation',
      discountItems: ['Consultation', 'X-ray'],
    });
    expect(await myDiscount(headers)).toEqual({
      name: 'Lotus Diagnostics',
      standardDiscount: 20,
      discountAmount: '20% on consultation',
      discountItems: ['Consultation', 'X-ray'],
    });
  });

  it('changes it for that partner only, and the directory lists the new figure', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner({ name: 'Sunrise Clinic', standard_discount: 10 });
    await t.createPartner({ name: 'Other Clinic', standard_discount: 15 });

    const res = await setDiscount(headers, { standardDiscount: 22.5 });

    expect(res.status).toBe(200);
    expect(partnerDiscountSchema.parse(await res.json()).standardDiscount).toBe(22.5);
    expect((await myDiscount(headers)).standardDiscount).toBe(22.5);
    expect((await listingOf('Sunrise Clinic'))?.standardDiscount).toBe(22.5);
    expect((await listingOf('Other Clinic'))?.standardDiscount).toBe(15);
  });

  it('sends the change to devices through the directory feed', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner({ name: 'Sunrise Clinic', standard_discount: 10 });
    const pull = async (since: string) =>
      directoryDeltaSchema.parse(
        await (await t.request('GET', `/api/sync/directory?since=${since}`)).json(),
      );
    const first = await pull('0');

    await setDiscount(headers, { standardDiscount: 30 });

    const next = await pull(first.cursor);
    expect(next.partners.map((p) => [p.name, p.standardDiscount])).toEqual([
      ['Sunrise Clinic', 30],
    ]);
  });

  it('refuses a discount outside 0-100, or not a number, and keeps the one set', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner({ standard_discount: 20 });
    for (const body of [
      { standardDiscount: 101 },
      { standardDiscount: -1 },
      { standardDiscount: '20' },
      { standardDiscount: null },
      {},
    ]) {
      const res = await setDiscount(headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toBe(STANDARD_DISCOUNT_MESSAGE);
    }
    expect((await myDiscount(headers)).standardDiscount).toBe(20);
  });

  it('takes 0 and 100, the ends of the range', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner();
    for (const standardDiscount of [0, 100]) {
      expect((await setDiscount(headers, { standardDiscount })).status).toBe(200);
      expect((await myDiscount(headers)).standardDiscount).toBe(standardDiscount);
    }
  });

  it("is the verify answer's discount once changed", async () => {
    t = await makeTestApp();
    const member = await t.createMember({
      familyDetails: [{ name: 'Ravi Rao', age: 41, gender: 'Male', relationship: 'Spouse' }],
    });
    const { headers } = await t.signIn.partner({ standard_discount: null });
    const verify = async () =>
      json(
        await t.request(
          'POST',
          '/api/partners/verify',
          { membershipId: member.membership_id },
          headers,
        ),
      );
    expect(await verify()).toMatchObject({ standardDiscount: null, discount: '' });

    await setDiscount(headers, { standardDiscount: 25 });

    expect(await verify()).toMatchObject({ standardDiscount: 25, discount: '25%' });
  });

  it('is kept from the registration form and shown to the admin reviewing it', async () => {
    t = await makeTestApp();
    expect(
      (await sendRegistration(t.app, { fields: { standardDiscount: ' 17.5 % ' } })).status,
    ).toBe(201);
    const { headers } = await t.signIn.admin();
    const res = await t.request('GET', '/api/partners/applications', undefined, headers);
    const [application] = partnerApplicationsResponseSchema.parse(await res.json());
    expect(application?.standardDiscount).toBe(17.5);
  });

  it('shows none for a partner listed before partners were asked for one', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.partner({ name: 'Old Clinic', standard_discount: null });
    expect((await myDiscount(headers)).standardDiscount).toBeNull();
    expect((await listingOf('Old Clinic'))?.standardDiscount).toBeNull();
  });
});
