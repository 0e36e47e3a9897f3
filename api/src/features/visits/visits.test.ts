// Members served is data kept with each visit, not a count over every visit on each read, and
// one partner's visits per day are capped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import type { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  directoryDeltaSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  syncPushResponseSchema,
} from '@mcs/shared';
import type { PartnersResponse } from '@mcs/shared';
import { migrationsFor } from '../../db/migrations/index.ts';
import type { DB } from '../../db/schema.ts';
import { bearer, makeTestApp, randomUUID } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { openLoggedDatabase } from '../../test/test-database.ts';
import { directoryAnswer } from '../partners/directory.service.ts';
import { PATIENT_NOT_ON_CARD, tooManyVisitsToday } from './visits.service.ts';

let t: TestApp | undefined;
let watched: Kysely<DB> | undefined;
afterEach(async () => {
  await watched?.destroy();
  await t?.close();
  watched = undefined;
  t = undefined;
});

async function directoryServed(app: TestApp) {
  const res = await app.request('GET', '/api/partners');
  return Object.fromEntries(
    partnersResponseSchema.parse(await res.json()).partners.map((p) => [p.name, p.membersServed]),
  );
}

describe("a partner's members served", () => {
  it('counts each member once however often they come, per partner', async () => {
    t = await makeTestApp();
    const asha = await t.createMember();
    const ravi = await t.createMember();
    const sunrise = await t.signIn.partner({ name: 'Sunrise Clinic' });
    const lotus = await t.signIn.partner({ name: 'Lotus Dental' });

    await t.recordVisit(sunrise.headers, { membershipId: asha.membership_id });
    await t.recordVisit(sunrise.headers, { membershipId: asha.membership_id });
    await t.recordVisit(sunrise.headers, { membershipId: ravi.membership_id.toLowerCase() });
    await t.recordVisit(lotus.headers, { membershipId: asha.membership_id });

    expect(await directoryServed(t)).toEqual({ 'Sunrise Clinic': 2, 'Lotus Dental': 1 });
    const stats = await t.request('GET', '/api/partners/partner-stats', undefined, sunrise.headers);
    expect(await stats.json()).toMatchObject({ membersServed: 2 });
  });

  it('does not count a replayed push again, and the directory feed carries the new count', async () => {
    t = await makeTestApp();
    const asha = await t.createMember({
      createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const { headers } = await t.signIn.partner({ name: 'Sunrise Clinic' });
    const batch = [1, 2].map((i) => ({
      id: randomUUID(),
      kind: 'visit',
      clientTime: new Date(Date.now() - i * 60_000).toISOString(),
      payload: { membershipId: asha.membership_id, service: 'Consultation', discountApplied: 10 },
    }));

    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/api/sync/push', { mutations: batch }, headers);
      syncPushResponseSchema.parse(await res.json());
    }

    expect(await directoryServed(t)).toEqual({ 'Sunrise Clinic': 1 });
    const feed = directoryDeltaSchema.parse(
      await (await t.request('GET', '/api/sync/directory?since=0')).json(),
    );
    expect(feed.partners).toMatchObject([{ name: 'Sunrise Clinic', membersServed: 1 }]);
  });

  it('counts a new member once when the desk records several of their visits at the same moment', async () => {
    const app = (t = await makeTestApp());
    const asha = await app.createMember();
    const { headers } = await app.signIn.partner({ name: 'Sunrise Clinic' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.recordVisit(headers, { membershipId: asha.membership_id }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(201));
    expect(await directoryServed(t)).toEqual({ 'Sunrise Clinic': 1 });
  });

  it('is read from the partner row: a directory page sends no query to visits', async () => {
    t = await makeTestApp();
    const asha = await t.createMember();
    const { headers } = await t.signIn.partner({ name: 'Sunrise Clinic' });
    for (let i = 0; i < 3; i++) await t.recordVisit(headers, { membershipId: asha.membership_id });
    const sent: CompiledQuery[] = [];
    watched = openLoggedDatabase(t.env.database, (query) => sent.push(query));

    const page = JSON.parse(
      await (
        await directoryAnswer({ db: watched, env: t.env }, partnersQuerySchema.parse({}), 0)
      ).json(),
    ) as PartnersResponse;

    expect(page.partners.map((p) => p.membersServed)).toEqual([1]);
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) expect(query.sql).not.toMatch(/\bvisits\b/);
  });

  it('is backfilled by migration 0006 from the visits already recorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcs-0006-'));
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(join(dir, 'db.sqlite')) }),
    });
    try {
      const all = migrationsFor('sqlite');
      const upTo = (last: string) =>
        new Migrator({
          db,
          provider: { getMigrations: async () => all },
        }).migrateTo(last);
      await upTo('0005_member_phone_form');
      await sql`insert into partners (type, name, status, email, password_hash, responsible_name,
          responsible_sex, responsible_age, responsible_dob, contact_email, contact_phone, address,
          district, state, pincode, time_from, time_to, day_from, day_to, council_name,
          council_number, discount_amount, discount_items, clinic_photos, created_at, updated_at)
        values ('doctor', 'Old Clinic', 'approved', 'old@test.mcs', '!', 'Dr', 'F', '40', '1985-01-01',
          'c@test.mcs', '9800000000', 'Road', 'District', 'State', '560001', '9', '5', 'Mon', 'Sat',
          'Council', 'N1', '10%', '[]', '[]', '2026-01-01', '2026-01-01')`.execute(db);
      for (const [i, membershipId] of [
        'MCS-2026-000001',
        'MCS-2026-000001',
        'MCS-2026-000002',
      ].entries())
        await sql`insert into visits (client_id, partner_id, membership_id, member_name, partner_name,
            partner_address, doctor_name, service, visited_at, created_at)
          values (${`c${i}`}, 1, ${membershipId}, 'M', 'Old Clinic', 'Road', 'Dr', 'Consultation',
            '2026-02-01', '2026-02-01')`.execute(db);

      await upTo('0006_visit_guards');

      const row = await db
        .selectFrom('partners')
        .select('members_served')
        .executeTakeFirstOrThrow();
      expect(row.members_served).toBe(2);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("one partner's visits per day", () => {
  it('stops at the configured maximum: POST visit answers 429 and a pushed visit is rejected', async () => {
    let now = new Date('2026-11-20T06:30:00.000Z');
    t = await makeTestApp({ env: { maxVisitsPerPartnerPerDay: 2 }, deps: { now: () => now } });
    const asha = await t.createMember({ createdAt: '2026-11-01T00:00:00.000Z' });
    const busy = await t.signIn.partner();
    const other = await t.signIn.partner();
    const visit = (headers: Record<string, string>) =>
      t!.recordVisit(headers, { membershipId: asha.membership_id });

    expect((await visit(busy.headers)).status).toBe(201);
    expect((await visit(busy.headers)).status).toBe(201);
    const refused = await visit(busy.headers);
    const pushed = await t.request(
      'POST',
      '/api/sync/push',
      {
        mutations: [
          {
            id: randomUUID(),
            kind: 'visit',
            clientTime: now.toISOString(),
            payload: { membershipId: asha.membership_id, service: 'X', discountApplied: 5 },
          },
        ],
      },
      busy.headers,
    );

    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'rate_limited', message: tooManyVisitsToday(2) });
    expect(syncPushResponseSchema.parse(await pushed.json()).results).toMatchObject([
      { status: 'rejected', reason: tooManyVisitsToday(2) },
    ]);
    expect((await visit(other.headers)).status).toBe(201);
    now = new Date('2026-11-20T18:31:00.000Z'); // past midnight in India
    expect((await visit(busy.headers)).status).toBe(201);
  });

  it('counts the visits a push batch applies as it goes: the cap falls mid-batch, replays do not count', async () => {
    const now = new Date('2026-11-20T06:30:00.000Z');
    t = await makeTestApp({ env: { maxVisitsPerPartnerPerDay: 3 }, deps: { now: () => now } });
    const asha = await t.createMember({ createdAt: '2026-11-01T00:00:00.000Z' });
    const desk = await t.signIn.partner();
    expect((await t.recordVisit(desk.headers, { membershipId: asha.membership_id })).status).toBe(
      201,
    );
    const mutation = () => ({
      id: randomUUID(),
      kind: 'visit',
      clientTime: now.toISOString(),
      payload: { membershipId: asha.membership_id, service: 'X', discountApplied: 5 },
    });
    const first = mutation();
    const batch = [first, first, mutation(), mutation()];
    const pushed = await t.request('POST', '/api/sync/push', { mutations: batch }, desk.headers);

    expect(syncPushResponseSchema.parse(await pushed.json()).results).toMatchObject([
      { status: 'applied' },
      { status: 'duplicate' },
      { status: 'applied' },
      { status: 'rejected', reason: tooManyVisitsToday(3) },
    ]);
  });
});

describe('who was treated (patient)', () => {
  it('keeps the holder or a family member named by the desk, shows them in both visit lists, and refuses anyone else', async () => {
    t = await makeTestApp();
    const family = [{ name: 'Ravi Rao', age: 9, gender: 'Male', relationship: 'Son' }];
    const member = await t.createMember({ name: 'Asha Rao', familyDetails: family });
    const desk = await t.signIn.partner();
    const record = (patient?: string) =>
      t!.recordVisit(desk.headers, {
        membershipId: member.membership_id,
        ...(patient === undefined ? {} : { patient }),
      });

    expect((await record('ravi rao ')).status).toBe(201);
    expect((await record()).status).toBe(201);
    const stranger = await record('Someone Else');
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as { message: string }).message).toBe(PATIENT_NOT_ON_CARD);

    const desksList = await t.request(
      'GET',
      '/api/partners/partner-visits',
      undefined,
      desk.headers,
    );
    const { visits } = (await desksList.json()) as { visits: { patient?: string }[] };
    expect(visits.map((v) => v.patient)).toEqual([undefined, 'Ravi Rao']);
    const headers = bearer(await t.tokens.member(member));
    const mine = (await (
      await t.request('GET', '/api/partners/my-visits', undefined, headers)
    ).json()) as { patient?: string }[];
    expect(mine.map((v) => v.patient).sort()).toEqual(['Ravi Rao', undefined]);
  });
});
