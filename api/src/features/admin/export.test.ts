import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../../lib/principal.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertVisit } from '../../test/activity-fixtures.ts';
import { neutraliseFormula } from '../../lib/csv.ts';
import type { CsvStream } from '../../lib/csv.ts';
import { EXPORT_MAX_ROWS, EXPORT_TOO_MANY_ROWS, exportCsv } from './export.service.ts';

let t: TestApp;
afterEach(async () => t?.close());

const NOW = new Date('2026-11-15T04:30:00.000Z');

async function setUp() {
  t = await makeTestApp({ deps: { now: () => NOW } });
  const admin = await t.createAdmin();
  const principal: AdminPrincipal = { role: 'admin', id: admin.id, email: admin.email };
  return principal;
}

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

async function textOf(file: CsvStream | Promise<CsvStream>): Promise<string> {
  let text = '';
  for await (const chunk of (await file).chunks) text += chunk;
  return text;
}

describe('CSV export', () => {
  it('exports members with the search applied, names with commas and quotes intact', async () => {
    const admin = await setUp();
    await t.createMember({ name: 'Rao, Asha "Ammu"', email: 'asha@example.in' });
    await t.createMember({ name: 'Ravi Kumar', email: 'ravi@example.in' });
    const file = await exportCsv(t.deps, admin, 'members', 'asha');
    expect(file.filename).toBe('mcs-members-2026-11-15.csv');
    const rows = rowsOf(await textOf(file));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Rao, Asha "Ammu"', email: 'asha@example.in' });
    expect(Object.keys(rows[0]!)).toContain('membershipId');
  });

  it('exports approved partners only', async () => {
    const admin = await setUp();
    await t.createPartner({ name: 'Listed Clinic' });
    await t.createPartner({ name: 'Waiting Clinic', status: 'pending' });
    const rows = rowsOf(await textOf(exportCsv(t.deps, admin, 'partners', undefined)));
    expect(rows.map((r) => r.name)).toEqual(['Listed Clinic']);
  });

  it('exports visits, searchable by member, partner or membership ID', async () => {
    const admin = await setUp();
    const partner = await t.createPartner({ name: 'Lotus Dental' });
    const member = await t.createMember({ name: 'Meera' });
    await insertVisit(t, { partner, member });
    const other = await t.createMember({ name: 'Kiran' });
    await insertVisit(t, { partner: await t.createPartner({ name: 'City Labs' }), member: other });
    const rows = rowsOf(await textOf(exportCsv(t.deps, admin, 'visits', 'lotus')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      memberName: 'Meera',
      partnerName: 'Lotus Dental',
      membershipId: member.membership_id,
      savedAmount: '150',
      flagged: 'no',
    });
  });

  it('exports every visit past the 10,000 rows it used to stop at, newest first', async () => {
    const admin = await setUp();
    const count = 10_050;
    // Straight into the table in batches: through the API, 10,050 visits would take minutes.
    for (let first = 0; first < count; first += 500) {
      await t.db
        .insertInto('visits')
        .values(
          Array.from({ length: Math.min(500, count - first) }, (_, k) => {
            const n = first + k;
            const at = new Date(NOW.getTime() - n * 60_000).toISOString();
            return {
              client_id: `bulk-${n}`,
              membership_id: `MCS-${n}`,
              member_name: `Member ${n}`,
              partner_name: 'Lotus Dental',
              partner_address: 'MG Road',
              doctor_name: 'Dr. Meera Iyer',
              service: 'Consultation',
              discount_applied: 15,
              saved_amount: 150,
              flagged: 0,
              visited_at: at,
              created_at: at,
            };
          }),
        )
        .execute();
    }
    const rows = rowsOf(await textOf(exportCsv(t.deps, admin, 'visits', undefined)));
    expect(rows).toHaveLength(count);
    expect(rows[0]!.membershipId).toBe('MCS-0');
    expect(rows.at(-1)!.membershipId).toBe(`MCS-${count - 1}`);
  });

  it('reads visits page by page: each once, newest first, equal times by id, search applied', async () => {
    const admin = await setUp();
    const lotus = await t.createPartner({ name: 'Lotus Dental' });
    const city = await t.createPartner({ name: 'City Labs' });
    const member = await t.createMember({ name: 'Meera' });
    const noon = '2026-11-14T06:30:00.000Z';
    // Five visits at the same instant straddle pages of two, and City Labs' visits sit between
    // Lotus Dental's: a page may hold no match at all.
    const made = [];
    for (const [partner, at] of [
      [lotus, '2026-11-10T06:30:00.000Z'],
      [lotus, noon],
      [city, noon],
      [city, noon],
      [city, noon],
      [lotus, noon],
      [city, '2026-11-15T04:00:00.000Z'],
    ] as const) {
      made.push(await insertVisit(t, { partner, member }, at));
    }
    const expected = [...made]
      .sort((a, b) => b.visited_at.localeCompare(a.visited_at) || b.id - a.id)
      .map((v) => [v.visited_at, v.partner_name]);
    const all = rowsOf(
      await textOf(exportCsv(t.deps, admin, 'visits', undefined, { visitPageRows: 2 })),
    );
    expect(all.map((r) => [r.visitedAt, r.partnerName])).toEqual(expected);
    const lotusOnly = rowsOf(
      await textOf(exportCsv(t.deps, admin, 'visits', 'lotus', { visitPageRows: 2 })),
    );
    expect(lotusOnly.map((r) => [r.visitedAt, r.partnerName])).toEqual(
      expected.filter(([, name]) => name === 'Lotus Dental'),
    );
  });

  it('refuses a members file above the cap with a 400 before sending a byte, never a part', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const { headers } = await t.signIn.admin();
    const count = EXPORT_MAX_ROWS + 1;
    for (let first = 0; first < count; first += 500) {
      await t.db
        .insertInto('members')
        .values(
          Array.from({ length: Math.min(500, count - first) }, (_, k) => ({
            membership_id: `MCS-BULK-${first + k}`,
            name: `Member ${first + k}`,
            email: `bulk${first + k}@example.in`,
            phone: null,
            password_hash: 'x',
            plan: 'Annual',
            status: 'Active' as const,
            valid_until: '2027-11-15T00:00:00.000Z',
            family_details: '[]',
            created_at: NOW.toISOString(),
            updated_at: NOW.toISOString(),
          })),
        )
        .execute();
    }
    const res = await t.request('GET', '/api/admin/export/members', undefined, headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: EXPORT_TOO_MANY_ROWS });
    // A search that narrows the list below the cap gets its file.
    const narrowed = await t.request(
      'GET',
      '/api/admin/export/members?search=bulk1234@',
      undefined,
      headers,
    );
    expect(narrowed.status).toBe(200);
    expect(rowsOf(await narrowed.text()).map((r) => r.email)).toEqual(['bulk1234@example.in']);
  });

  it('streams the visits file over HTTP with its headers, every page in it', async () => {
    t = await makeTestApp({ deps: { now: () => NOW } });
    const { headers } = await t.signIn.admin();
    const partner = await t.createPartner({ name: 'Lotus Dental' });
    const member = await t.createMember({ name: 'Meera, "Ammu"' });
    for (let i = 0; i < 3; i++) await insertVisit(t, { partner, member });
    const res = await t.request('GET', '/api/admin/export/visits', undefined, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="mcs-visits-2026-11-15.csv"',
    );
    const text = await res.text();
    expect(text.split('\n')[0]).toBe(
      'visitedAt,membershipId,memberName,partnerName,doctorName,service,discountApplied,billAmount,savedAmount,flagged',
    );
    expect(text).toContain('"Meera, ""Ammu"""');
    expect(rowsOf(text)).toHaveLength(3);
  });

  it('keeps the header row when nothing matches', async () => {
    const admin = await setUp();
    const csv = await textOf(exportCsv(t.deps, admin, 'visits', 'nobody'));
    expect(csv.trim().split('\n')).toHaveLength(1);
    expect(csv).toMatch(/^visitedAt,membershipId,/);
  });

  it('stops a spreadsheet from running a cell as a formula', async () => {
    expect(neutraliseFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('Asha')).toBe('Asha');
    const admin = await setUp();
    await t.createPartner({ name: '=cmd|calc' });
    const rows = rowsOf(await textOf(exportCsv(t.deps, admin, 'partners', undefined)));
    expect(rows[0]!.name).toBe("'=cmd|calc");
  });
});
