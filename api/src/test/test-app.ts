// A fresh app on its own temporary database for each test: migrated, empty (no demo data unless
// asked), with helpers to create accounts and sign in as any role.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartnerType } from '@mcs/shared';
import { createApp } from '../app.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import type { MemberStatusValue, NewPartnerRow, PartnerStatusValue } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import type { Env } from '../env.ts';
import { buildDeps } from '../lib/deps.ts';
import { availabilityLog } from '../lib/error-handler.ts';
import { createLogger } from '../lib/logger.ts';
import type { AppDeps } from '../lib/deps.ts';
import { hashPassword } from '../lib/password.ts';
import { createPostgresTestDatabase, onPostgres } from './test-database.ts';
import { testMemberRow, testPartnerRow } from './test-rows.ts';

export interface TestAppOptions {
  env?: Partial<Env>;
  deps?: Partial<Omit<AppDeps, 'env' | 'db'>>;
}

export interface MemberInput {
  name?: string;
  email?: string;
  phone?: string | null;
  password?: string;
  status?: MemberStatusValue;
  validUntil?: string;
  /** Enrolment time (ISO); now unless given. */
  createdAt?: string;
  plan?: string;
  familyDetails?: { name: string; age: number; gender: string; relationship: string }[];
}

export interface PartnerInput extends Partial<
  Omit<NewPartnerRow, 'password_hash' | 'discount_items' | 'clinic_photos'>
> {
  password?: string;
  discountItems?: string[];
  clinicPhotos?: string[];
}

// Hashing is deliberately slow; tests that keep the default password share one hash per password.
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}
let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function makeTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-test-'));
  // On PostgreSQL each app gets its own database, already migrated (a copy of the template).
  const postgres = onPostgres && !options.env?.database ? await createPostgresTestDatabase() : null;
  const env = loadEnv(
    {
      dataDir,
      ...(postgres ? { database: postgres.database } : {}),
      demo: false,
      logLevel: 'silent',
      jwtSecret: randomBytes(32).toString('hex'),
      adminInviteCode: undefined,
      ...options.env,
    },
    {},
  );
  const logger = options.deps?.logger ?? createLogger(env.logLevel);
  const db = openDatabase(env, { onAvailability: availabilityLog(logger) });
  if (!postgres) await migrateToLatest(db, env.database.kind);
  const deps = buildDeps(env, db, { ...options.deps, logger });
  mkdirSync(deps.uploadsDir, { recursive: true });
  const app = createApp(deps);
  const nowIso = () => deps.now().toISOString();

  async function createMember(input: MemberInput = {}) {
    const password = input.password ?? 'member-pass-1';
    const row = await db
      .insertInto('members')
      .values(
        testMemberRow(deps.now(), {
          email: input.email ?? `member-${unique()}@test.mcs`,
          password_hash: await cachedHash(password),
          ...(input.name === undefined ? {} : { name: input.name }),
          phone:
            input.phone === undefined
              ? `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
              : input.phone,
          ...(input.plan === undefined ? {} : { plan: input.plan }),
          ...(input.status === undefined ? {} : { status: input.status }),
          ...(input.validUntil === undefined ? {} : { valid_until: input.validUntil }),
          ...(input.createdAt === undefined ? {} : { created_at: input.createdAt }),
          family_details: JSON.stringify(input.familyDetails ?? []),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...row, password };
  }

  async function createAdmin(input: { name?: string; email?: string; password?: string } = {}) {
    const password = input.password ?? 'admin-pass-1';
    const row = await db
      .insertInto('admins')
      .values({
        name: input.name ?? 'Test Admin',
        email: input.email ?? `admin-${unique()}@test.mcs`,
        phone: null,
        password_hash: await cachedHash(password),
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...row, password };
  }

  async function createPartner(input: PartnerInput = {}) {
    const { password: given, discountItems, clinicPhotos, ...fields } = input;
    const password = given ?? 'partner-pass-1';
    const status: PartnerStatusValue = fields.status ?? 'approved';
    const row = await db
      .insertInto('partners')
      .values(
        testPartnerRow(deps.now(), {
          email: `partner-${unique()}@test.mcs`,
          password_hash: await cachedHash(password),
          status,
          discount_items: JSON.stringify(discountItems ?? ['Consultation']),
          clinic_photos: JSON.stringify(clinicPhotos ?? []),
          // The figure the offer names ('15%'); testPartnerRow leaves it out, as rows written
          // before migration 0013 must.
          standard_discount: 15,
          ...fields,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...row, password };
  }

  /** The account's current session generation, so a helper token is like a fresh sign-in. */
  const generationOf = async (table: 'members' | 'partners' | 'admins', id: number) =>
    (
      await db
        .selectFrom(table)
        .select('session_generation')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.session_generation ?? 0;

  const tokens = {
    member: async (m: { id: number; email: string }, ttl?: number) =>
      deps.tokens.sign(
        {
          role: 'member',
          id: String(m.id),
          email: m.email,
          gen: await generationOf('members', m.id),
        },
        ttl,
      ),
    partner: async (p: { id: number; email: string; type: PartnerType }, ttl?: number) =>
      deps.tokens.sign(
        {
          role: 'partner',
          id: String(p.id),
          email: p.email,
          type: p.type,
          gen: await generationOf('partners', p.id),
        },
        ttl,
      ),
    admin: async (a: { id: number; email: string }, ttl?: number) =>
      deps.tokens.sign(
        {
          role: 'admin',
          id: String(a.id),
          email: a.email,
          isAdmin: true,
          gen: await generationOf('admins', a.id),
        },
        ttl,
      ),
  };

  /** `Authorization` headers for a freshly created account of each kind. */
  const signIn = {
    async member(input?: MemberInput) {
      const member = await createMember(input);
      return { member, headers: bearer(await tokens.member(member)) };
    },
    async partner(input?: PartnerInput) {
      const partner = await createPartner(input);
      return { partner, headers: bearer(await tokens.partner(partner)) };
    },
    async admin() {
      const admin = await createAdmin();
      return { admin, headers: bearer(await tokens.admin(admin)) };
    },
  };

  /** Plain JSON request helper: `await t.request('POST', '/api/x', body, headers)`. */
  async function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return app.request(path, init);
  }

  return {
    app,
    db,
    env,
    deps,
    dataDir,
    createMember,
    createAdmin,
    createPartner,
    tokens,
    signIn,
    request,
    /** `POST /api/partners/visit`: a consultation at 10% unless `body` says otherwise. */
    async recordVisit(headers: Record<string, string>, body: Record<string, unknown>) {
      return request(
        'POST',
        '/api/partners/visit',
        { service: 'Consultation', discountApplied: 10, ...body },
        headers,
      );
    },
    async close() {
      await db.destroy();
      await postgres?.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export { randomUUID };
