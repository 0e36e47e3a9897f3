// The clinic at its desk: today's figures, its visit history searched by member ID or name, and
// its visits as a CSV file for its accounts.
import { afterEach, describe, expect, it } from 'vitest';
import {
  partnerStatsSchema,
  partnerVisitsResponseSchema,
  VISIT_SEARCH_TOO_LONG,
  VISITS_CSV_MAX_ROWS,
  VISITS_CSV_RANGE_REVERSED,
  VISITS_CSV_RANGE_TOO_LONG,
  VISITS_CSV_TOO_MANY,
} from '@mcs/shared';
import { bearer, makeTestApp, randomUUID } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertVisitsOnce } from './visits.repo.ts';

let t: TestApp;
afterEach(async () => t?.close());

/** 12:00 noon in India on 20 November 2026; the day there began at 18:30 UTC on the 19th. */
const NOON_IN_INDIA = new Date('2026-11-20T06:30:00.000Z');
const ENROLLED = '2026-01-05T04:30:00.000Z';

async function appAt(start: Date) {
  let now = start;
  t = await makeTestApp({ deps: { now: () => now } });
  return (at: string) => {
    now = new Date(at);
  };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  t.request('GET', path, undefined, headers);

describe("today's figures at the desk (GET /api/partners/partner-stats)", () => {
  it('counts the visits, bills and savings made since midnight in India, of this partner only', async () => {
    const setNow = await appAt(NOON_IN_INDIA);
    const member = await t.createMember({ createdAt: ENROLLED });
    const { headers } = await t.signIn.partner();
    const other = await t.signIn.partner();
    const visit = async (at: string, body: Record<string, unknown>, who = headers) => {
      setNow(at);
      const res = await t.recordVisit(who, { membershipId: member.membership_id, ...body });
      expect(res.status).toBe(201);
    };
    // 23:59 in India the day before: yesterday, although it is the same date in UTC.
    await visit('2026-11-19T18:29:00.000Z', { discountApplied: 10, billAmount: 1000 });
    // Midnight in India: today.
    await visit('2026-11-19T18:30:00.000Z', { discountApplied: 20, billAmount: 500 });
    await visit('2026-11-20T05:00:00.000Z', { discountApplied: 15, billAmount: 333.33 });
    // No bill: a visit, nothing billed, nothing saved.
    await visit('2026-11-20T06:00:00.000Z', { discountApplied: 15 });
    await visit(
      '2026-11-20T06:10:00.000Z',
      { discountApplied: 50, billAmount: 900 },
      other.headers,
    );
    setNow(NOON_IN_INDIA.toISOString());

    const res = await get('/api/partners/partner-stats', headers);

    expect(res.status).toBe(200);
    const stats = partnerStatsSchema.parse(await res.json());
    // 20% of 500 is 100; 15% of 333.33 is 50.00 (to the paisa).
    expect(stats.today).toEqual({ visits: 3, billed: 833.33, saved: 150 });
    expect(stats.monthlyVisits).toBe(4);
  });

  it('starts again at zero at midnight in India', async () => {
    const setNow = await appAt(NOON_IN_INDIA);
    const member = await t.createMember({ createdAt: ENROLLED });
    const { headers } = await t.signIn.partner();
    await t.recordVisit(headers, { membershipId: member.membership_id, billAmount: 400 });
    setNow('2026-11-20T18:30:00.000Z');

    const stats = partnerStatsSchema.parse(
      await (await get('/api/partners/partner-stats', headers)).json(),
    );

    expect(stats.today).toEqual({ visits: 0, billed: 0, saved: 0 });
  });
});

describe('searching the visit history (GET /api/partners/partner-visits?q=)', () => {
  async function clinicWithVisits() {
    await appAt(NOON_IN_INDIA);
    const asha = await t.createMember({
      name: 'Asha Rao',
      createdAt: ENROLLED,
      familyDetails: [{ name: 'Kiran Rao', age: 9, gender: 'Male', relationship: 'Son' }],
    });
    const ravi = await t.createMember({ name: 'Ravi Kumar', createdAt: ENROLLED });
    const { headers } = await t.signIn.partner();
    const other = await t.signIn.partner();
    for (let i = 0; i < 3; i++) await t.recordVisit(headers, { membershipId: asha.membership_id });
    await t.recordVisit(headers, { membershipId: asha.membership_id, patient: 'Kiran Rao' });
    await t.recordVisit(headers, { membershipId: ravi.membership_id });
    await t.recordVisit(other.headers, { membershipId: ravi.membership_id });
    return { asha, ravi, headers };
  }

  const search = async (headers: Record<string, string>, query: string) => {
    const res = await get(`/api/partners/partner-visits?${query}`, headers);
    expect(res.status, query).toBe(200);
    return partnerVisitsResponseSchema.parse(await res.json());
  };
  const names = (answer: { visits: { memberName: string }[] }) =>
    answer.visits.map((v) => v.memberName);

  it("finds a member's visits by any part of the name, in any case, and counts only those", async () => {
    const { headers } = await clinicWithVisits();

    const found = await search(headers, 'q=KUMAR');

    expect(names(found)).toEqual(['Ravi Kumar']);
    expect(found.pagination).toMatchObject({ totalVisits: 1, totalPages: 1 });
    expect(names(await search(headers, 'q=sha'))).toEqual(Array(4).fill('Asha Rao'));
  });

  it('finds the visits of a family member treated by their name', async () => {
    const { headers } = await clinicWithVisits();
    const found = await search(headers, 'q=kiran');
    expect(found.visits.map((v) => v.patient)).toEqual(['Kiran Rao']);
  });

  it('finds a member by ID typed whole, in part, in lower case or without dashes', async () => {
    const { ravi, headers } = await clinicWithVisits();
    const id = ravi.membership_id; // MCS-YYYY-XXXXXX(-XXXXXX)
    const [, year, first] = id.split('-');
    for (const typed of [id, id.toLowerCase(), `${year}${first}`, `mcs ${year} ${first}`, first!]) {
      const found = await search(headers, `q=${encodeURIComponent(typed)}`);
      expect(
        found.visits.map((v) => v.membershipId),
        typed,
      ).toEqual([id]);
    }
  });

  it("pages the matches and never shows another partner's visits", async () => {
    const { headers } = await clinicWithVisits();
    const first = await search(headers, 'q=asha&page=1&limit=3');
    const second = await search(headers, 'q=asha&page=2&limit=3');
    expect(first.pagination).toMatchObject({ totalVisits: 4, totalPages: 2, hasNextPage: true });
    expect(first.visits).toHaveLength(3);
    expect(second.visits).toHaveLength(1);
    // Ravi visited the other partner too: only this partner's visit is found.
    expect((await search(headers, 'q=ravi')).pagination.totalVisits).toBe(1);
  });

  it('takes % and _ as the characters typed, finds nothing for an unknown name, all for blank', async () => {
    const { headers } = await clinicWithVisits();
    expect((await search(headers, 'q=%25')).visits).toEqual([]);
    expect((await search(headers, 'q=a_ha')).visits).toEqual([]);
    const none = await search(headers, 'q=Nobody');
    expect(none.visits).toEqual([]);
    expect(none.pagination.totalVisits).toBe(0);
    expect((await search(headers, 'q=%20%20')).pagination.totalVisits).toBe(5);
  });

  it('refuses search text longer than a member ID or a name, with a message', async () => {
    const { headers } = await clinicWithVisits();
    const res = await get(`/api/partners/partner-visits?q=${'a'.repeat(61)}`, headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: VISIT_SEARCH_TOO_LONG });
  });
});

describe("the clinic's visits as CSV (GET /api/partners/partner-visits.csv)", () => {
  const csvOf = (from: string, to: string, headers: Record<string, string>) =>
    get(`/api/partners/partner-visits.csv?from=${from}&to=${to}`, headers);

  it("lists this partner's visits made on the days asked (India dates, both included), oldest first", async () => {
    const setNow = await appAt(NOON_IN_INDIA);
    const member = await t.createMember({ name: 'Asha Rao', createdAt: ENROLLED });
    const { headers } = await t.signIn.partner();
    const other = await t.signIn.partner();
    const visit = async (at: string, body: Record<string, unknown>, who = headers) => {
      setNow(at);
      const res = await t.recordVisit(who, { membershipId: member.membership_id, ...body });
      expect(res.status).toBe(201);
    };
    // 23:59 on 31 October in India: before the range.
    await visit('2026-10-31T18:29:00.000Z', { service: 'Before' });
    // 00:00 on 1 November in India: the first minute of the range.
    await visit('2026-10-31T18:30:00.000Z', {
      service: 'X-ray',
      discountApplied: 20,
      billAmount: 500,
    });
    // 23:59 on 10 November in India: the last minute of the range.
    await visit('2026-11-10T18:29:00.000Z', { service: 'Consultation', discountApplied: 15 });
    await visit('2026-11-10T18:30:00.000Z', { service: 'After' });
    await visit('2026-11-05T06:00:00.000Z', { service: 'Elsewhere' }, other.headers);
    setNow(NOON_IN_INDIA.toISOString());

    const res = await csvOf('2026-11-01', '2026-11-10', headers);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="mcs-visits-2026-11-01-to-2026-11-10.csv"',
    );
    expect((await res.text()).split('\n')).toEqual([
      'date,time,visitedAt,membershipId,memberName,patient,service,discountPercent,billAmount,savedAmount,paidAmount,flagged',
      `01/11/2026,12:00 am,2026-10-31T18:30:00.000Z,${member.membership_id},Asha Rao,,X-ray,20,500,100,400,no`,
      `10/11/2026,11:59 pm,2026-11-10T18:29:00.000Z,${member.membership_id},Asha Rao,,Consultation,15,,0,,no`,
      '',
    ]);
  });

  it('quotes commas and quotes and keeps a formula typed into a name as text', async () => {
    await appAt(NOON_IN_INDIA);
    const member = await t.createMember({
      name: '=HYPERLINK("http://x","Rao, A")',
      createdAt: ENROLLED,
    });
    const { headers } = await t.signIn.partner();
    await t.recordVisit(headers, { membershipId: member.membership_id, service: 'Scan, "full"' });

    const text = await (await csvOf('2026-11-20', '2026-11-20', headers)).text();

    const row = text.split('\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""Rao, A"")"`);
    expect(row).toContain('"Scan, ""full"""');
  });

  it('refuses a range holding more visits than a file may, saying to choose a shorter one', async () => {
    await appAt(NOON_IN_INDIA);
    const member = await t.createMember({ createdAt: ENROLLED });
    const { partner, headers } = await t.signIn.partner();
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    const rows = Array.from({ length: VISITS_CSV_MAX_ROWS + 1 }, (_, i) => {
      const at = new Date(start + i * 1000).toISOString();
      return {
        client_id: randomUUID(),
        partner_id: partner.id,
        member_id: member.id,
        membership_id: member.membership_id,
        member_name: member.name,
        partner_name: partner.name,
        partner_address: partner.address,
        doctor_name: 'Dr. Meera Iyer',
        service: 'Consultation',
        discount_applied: 10,
        bill_amount: null,
        saved_amount: 0,
        visited_at: at,
        created_at: at,
        flagged: 0,
        flag_reason: null,
      };
    });
    await t.db.transaction().execute((trx) => insertVisitsOnce(trx, rows));

    const res = await csvOf('2026-11-01', '2026-11-20', headers);

    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: VISITS_CSV_TOO_MANY });
    // One visit fewer is one file.
    await t.db.deleteFrom('visits').where('client_id', '=', rows[0]!.client_id).execute();
    const file = await (await csvOf('2026-11-01', '2026-11-20', headers)).text();
    expect(file.trim().split('\n')).toHaveLength(VISITS_CSV_MAX_ROWS + 1);
  });

  it('answers only the header when the range holds no visits', async () => {
    await appAt(NOON_IN_INDIA);
    const { headers } = await t.signIn.partner();
    const text = await (await csvOf('2026-01-01', '2026-12-31', headers)).text();
    expect(text.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a range that ends before it starts, is longer than 366 days or is not dates', async () => {
    await appAt(NOON_IN_INDIA);
    const { headers } = await t.signIn.partner();
    const refusals: Array<[string, string, string]> = [
      ['2026-11-10', '2026-11-01', VISITS_CSV_RANGE_REVERSED],
      ['2024-01-01', '2025-01-01', VISITS_CSV_RANGE_TOO_LONG],
      ['2026-02-30', '2026-03-01', 'From must be a valid date (YYYY-MM-DD).'],
      ['2026-11-01', '10/11/2026', 'To must be a valid date (YYYY-MM-DD).'],
    ];
    for (const [from, to, message] of refusals) {
      const res = await csvOf(from, to, headers);
      expect(res.status, `${from}..${to}`).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    const missing = await get('/api/partners/partner-visits.csv?from=2026-11-01', headers);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'To is required.' });
    // A leap year's 366 days is one file.
    expect((await csvOf('2024-01-01', '2024-12-31', headers)).status).toBe(200);
  });

  it('needs an approved partner token', async () => {
    await appAt(NOON_IN_INDIA);
    const path = '/api/partners/partner-visits.csv?from=2026-11-01&to=2026-11-30';
    expect((await get(path)).status).toBe(401);
    const member = await t.createMember();
    expect((await get(path, bearer(await t.tokens.member(member)))).status).toBe(403);
    const pending = await t.signIn.partner({ status: 'pending' });
    expect((await get(path, pending.headers)).status).not.toBe(200);
  });
});
