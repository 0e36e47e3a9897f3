import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../../lib/principal.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertVisit } from '../../test/activity-fixtures.ts';
import { neutraliseFormula } from '../../lib/csv.ts';
import { exportCsv } from './export.service.ts';

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

describe('CSV export', () => {
  it('exports members with the search applied, names with commas and quotes intact', async () => {
    const admin = await setUp();
    await t.createMember({ name: 'Rao, Asha "Ammu"', email: 'asha@example.in' });
    await t.createMember({ name: 'Ravi Kumar', email: 'ravi@example.in' });
    const { filename, csv } = await exportCsv(t.deps, admin, 'members', 'asha');
    expect(filename).toBe('mcs-members-2026-11-15.csv');
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Rao, Asha "Ammu"', email: 'asha@example.in' });
    expect(Object.keys(rows[0]!)).toContain('membershipId');
  });

  it('exports approved partners only', async () => {
    const admin = await setUp();
    await t.createPartner({ name: 'Listed Clinic' });
    await t.createPartner({ name: 'Waiting Clinic', status: 'pending' });
    const rows = rowsOf((await exportCsv(t.deps, admin, 'partners', undefined)).csv);
    expect(rows.map((r) => r.name)).toEqual(['Listed Clinic']);
  });

  it('exports visits, searchable by member, partner or membership ID', async () => {
    const admin = await setUp();
    const partner = await t.createPartner({ name: 'Lotus Dental' });
    const member = await t.createMember({ name: 'Meera' });
    await insertVisit(t, { partner, member });
    const other = await t.createMember({ name: 'Kiran' });
    await insertVisit(t, { partner: await t.createPartner({ name: 'City Labs' }), member: other });
    const rows = rowsOf((await exportCsv(t.deps, admin, 'visits', 'lotus')).csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      memberName: 'Meera',
      partnerName: 'Lotus Dental',
      membershipId: member.membership_id,
      savedAmount: '150',
      flagged: 'no',
    });
  });

  it('keeps the header row when nothing matches', async () => {
    const admin = await setUp();
    const { csv } = await exportCsv(t.deps, admin, 'visits', 'nobody');
    expect(csv.trim().split('\n')).toHaveLength(1);
    expect(csv).toMatch(/^visitedAt,membershipId,/);
  });

  it('stops a spreadsheet from running a cell as a formula', async () => {
    expect(neutraliseFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('Asha')).toBe('Asha');
    const admin = await setUp();
    await t.createPartner({ name: '=cmd|calc' });
    const rows = rowsOf((await exportCsv(t.deps, admin, 'partners', undefined)).csv);
    expect(rows[0]!.name).toBe("'=cmd|calc");
  });
});
