import { afterEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { IDEMPOTENCY_KEEP_MS } from './idempotency.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let clock = Date.now();
async function desk() {
  clock = Date.now();
  t = await makeTestApp({ deps: { now: () => new Date(clock) } });
  const { partner, headers } = await t.signIn.partner();
  const member = await t.createMember();
  return { t, partner, headers, member };
}

const countVisits = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('visits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key on creating POSTs', () => {
  it('answers the first result to the same key and body, with one visit stored', async () => {
    const { t, headers, member } = await desk();
    const send = () =>
      t.recordVisit(
        { ...headers, 'idempotency-key': 'visit-1' },
        { membershipId: member.membership_id, billAmount: 1000 },
      );
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await countVisits(t)).toBe(1);
  });

  it('reads the body canonically: the same fields in another order are the same request', async () => {
    const { t, headers, member } = await desk();
    const h = { ...headers, 'idempotency-key': 'k' };
    const a = await t.request(
      'POST',
      '/api/partners/visit',
      { membershipId: member.membership_id, service: 'Consultation', discountApplied: 10 },
      h,
    );
    const b = await t.request(
      'POST',
      '/api/partners/visit',
      { discountApplied: 10, service: 'Consultation', membershipId: member.membership_id },
      h,
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await countVisits(t)).toBe(1);
  });

  it('answers 409 to the same key with another body, and stores nothing more', async () => {
    const { t, headers, member } = await desk();
    const h = { ...headers, 'idempotency-key': 'visit-1' };
    expect((await t.recordVisit(h, { membershipId: member.membership_id })).status).toBe(201);
    const other = await t.recordVisit(h, { membershipId: member.membership_id, service: 'X-ray' });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({
      code: 'idempotency_mismatch',
      message: expect.any(String),
    });
    expect(await countVisits(t)).toBe(1);
  });

  it('keeps keys per caller: two partners with the same key each record their visit', async () => {
    const { t, headers, member } = await desk();
    const other = await t.signIn.partner();
    const body = { membershipId: member.membership_id };
    const a = await t.recordVisit({ ...headers, 'idempotency-key': 'same' }, body);
    const b = await t.recordVisit({ ...other.headers, 'idempotency-key': 'same' }, body);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await countVisits(t)).toBe(2);
  });

  it("keeps an API key apart from its partner's desk session", async () => {
    const { t, headers, member } = await desk();
    const created = (await (
      await t.request('POST', '/api/partners/api-keys', { name: 'PMS' }, headers)
    ).json()) as { secret: string };
    const body = { membershipId: member.membership_id };
    await t.recordVisit({ ...headers, 'idempotency-key': 'same' }, body);
    await t.recordVisit({ ...bearer(created.secret), 'idempotency-key': 'same' }, body);
    expect(await countVisits(t)).toBe(2);
  });

  it('stores one visit when two requests with one key arrive at once', async () => {
    const { t, headers, member } = await desk();
    const h = { ...headers, 'idempotency-key': 'race' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.recordVisit(h, { membershipId: member.membership_id })),
    );
    for (const res of answers) expect([201, 409]).toContain(res.status);
    for (const res of answers.filter((r) => r.status === 409))
      expect(await res.json()).toMatchObject({ code: 'idempotency_in_progress' });
    expect(await countVisits(t)).toBe(1);
  });

  it('lets a refused request run again with its key (a refusal creates nothing)', async () => {
    const { t, headers } = await desk();
    const h = { ...headers, 'idempotency-key': 'later' };
    const member = await t.createMember({ status: 'Cancelled' });
    expect((await t.recordVisit(h, { membershipId: 'MCS-0000-000000-000000' })).status).toBe(404);
    const rows = await t.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(rows).toEqual([]);
    expect((await t.recordVisit(h, { membershipId: member.membership_id })).status).toBe(409);
  });

  it('forgets a key after 24 hours', async () => {
    const { t, headers, member } = await desk();
    const h = { ...headers, 'idempotency-key': 'day' };
    const body = { membershipId: member.membership_id };
    expect((await t.recordVisit(h, body)).status).toBe(201);
    clock += IDEMPOTENCY_KEEP_MS + 60_000;
    // The visit's id follows from the key, so even now the same visit is found, not a second.
    expect((await t.recordVisit(h, body)).status).toBe(201);
    expect(await t.db.selectFrom('idempotency_keys').select('created_at').execute()).toEqual([
      { created_at: new Date(clock).toISOString() },
    ]);
    const other = await t.recordVisit(h, { ...body, service: 'X-ray' });
    expect(other.status).toBe(409);
  });

  it('prunes rows older than 24 hours', async () => {
    const { t, headers, member } = await desk();
    await t.recordVisit(
      { ...headers, 'idempotency-key': 'old' },
      { membershipId: member.membership_id },
    );
    clock += IDEMPOTENCY_KEEP_MS + 120_000;
    const m2 = await t.createMember();
    await t.recordVisit(
      { ...headers, 'idempotency-key': 'new' },
      { membershipId: m2.membership_id },
    );
    const keys = await t.db.selectFrom('idempotency_keys').select('idempotency_key').execute();
    expect(keys).toEqual([{ idempotency_key: 'new' }]);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const { t, headers, member } = await desk();
    const res = await t.recordVisit(
      { ...headers, 'idempotency-key': 'x'.repeat(256) },
      { membershipId: member.membership_id },
    );
    expect(res.status).toBe(400);
    expect(await countVisits(t)).toBe(0);
  });

  it('makes one API key when creating one is sent twice', async () => {
    const { t, headers } = await desk();
    const h = { ...headers, 'idempotency-key': 'key-1' };
    const a = await t.request('POST', '/api/partners/api-keys', { name: 'PMS' }, h);
    const b = await t.request('POST', '/api/partners/api-keys', { name: 'PMS' }, h);
    expect(await b.json()).toEqual(await a.json());
    expect(await t.db.selectFrom('partner_api_keys').selectAll().execute()).toHaveLength(1);
  });

  it('stores one contact message per address and key', async () => {
    const { t } = await desk();
    const body = {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'Hello',
      message: 'I would like to know more.',
    };
    const h = { 'idempotency-key': 'contact-1' };
    const a = await t.request('POST', '/api/contact/submit', body, h);
    const b = await t.request('POST', '/api/contact/submit', body, h);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await t.db.selectFrom('contact_queries').selectAll().execute()).toHaveLength(1);
  });

  it('still records a visit twice without a key (the header is optional)', async () => {
    const { t, headers, member } = await desk();
    await t.recordVisit(headers, { membershipId: member.membership_id });
    await t.recordVisit(headers, { membershipId: member.membership_id });
    expect(await countVisits(t)).toBe(2);
  });
});
