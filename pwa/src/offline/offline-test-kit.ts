// Test doubles for the offline modules: a scripted sync server and a manual clock.
import type {
  DirectoryDelta,
  DirectoryPartner,
  Jwks,
  MemberCardResponse,
  RevocationsDelta,
  SyncMutation,
  SyncPushResponse,
} from '@mcs/shared';
import { base64url } from 'jose';
import { OfflineDb } from './db.ts';
import type { SyncCallResult, SyncClient } from './sync-client.ts';
import { createSyncEngine } from './sync-loop.ts';
import type { SyncClock, SyncEngineOptions } from './sync-loop.ts';

let dbCounter = 0;

/** A database name no other test uses. */
export function uniqueDbName(): string {
  dbCounter += 1;
  return `mcs-test-${dbCounter}-${crypto.randomUUID()}`;
}

/** A fresh database per test: no state leaks between tests. */
export function freshDb(): OfflineDb {
  return new OfflineDb(uniqueDbName());
}

/**
 * A session token carrying `claims`, with a signature only the server could check: the device
 * reads the claims and never verifies them.
 */
export function sessionToken(claims: object): string {
  const segment = (value: object) => base64url.encode(JSON.stringify(value));
  return `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(claims)}.not-checked-here`;
}

/** A partner's session as the API shapes it. */
export function partnerSessionToken(id: string): string {
  return sessionToken({ role: 'partner', id, email: `desk-${id}@clinic.test`, type: 'doctor' });
}

export type PushHandler = (mutations: SyncMutation[]) => SyncCallResult<SyncPushResponse>;

/** localStorage for one test: what the page stores, without touching jsdom's shared one. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Answers like the real server: applies new ids, reports seen ones as duplicates. */
export class FakeSyncServer implements SyncClient {
  readonly applied = new Map<string, SyncMutation>();
  readonly pushCalls: SyncMutation[][] = [];
  /** The session token each push carried, call by call. */
  readonly pushTokens: Array<string | null> = [];
  /** The session stored on the device; the fake server accepts any, or none. */
  session: string | null = null;
  pushHandler: PushHandler = (mutations) => ({ kind: 'ok', data: this.answer(mutations) });
  directoryPages: DirectoryDelta[] = [];
  revocationPages: RevocationsDelta[] = [];
  keys: Jwks = { keys: [] };
  card: MemberCardResponse | null = null;
  readonly directorySince: string[] = [];

  answer(mutations: SyncMutation[]): SyncPushResponse {
    return {
      results: mutations.map((m) => {
        if (this.applied.has(m.id)) return { id: m.id, status: 'duplicate' as const };
        this.applied.set(m.id, m);
        return { id: m.id, status: 'applied' as const };
      }),
    };
  }

  async sessionToken() {
    return this.session;
  }

  async push(mutations: SyncMutation[], token: string | null) {
    this.pushCalls.push(mutations);
    this.pushTokens.push(token);
    return this.pushHandler(mutations);
  }

  async directory(since: string): Promise<SyncCallResult<DirectoryDelta>> {
    this.directorySince.push(since);
    const page = this.directoryPages.find((_page, i) => String(i) === since) ?? {
      partners: [],
      removed: [],
      cursor: since,
      hasMore: false,
    };
    return { kind: 'ok', data: page };
  }

  async revocations(since: string): Promise<SyncCallResult<RevocationsDelta>> {
    const page = this.revocationPages.find((_page, i) => String(i) === since) ?? {
      rids: [],
      cursor: since,
      hasMore: false,
    };
    return { kind: 'ok', data: page };
  }

  async jwks(): Promise<SyncCallResult<Jwks>> {
    return { kind: 'ok', data: this.keys };
  }

  async memberCard(): Promise<SyncCallResult<MemberCardResponse>> {
    return this.card
      ? { kind: 'ok', data: this.card }
      : { kind: 'auth', message: 'Please sign in again.' };
  }
}

/** Timers fire only when the test says so; `delays` records every delay the loop asked for. */
export class ManualClock implements SyncClock {
  time = Date.parse('2026-06-01T09:00:00Z');
  readonly delays: number[] = [];
  private pending: { id: number; fn: () => void } | null = null;
  private nextId = 0;

  now() {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number) {
    this.delays.push(ms);
    this.nextId += 1;
    this.pending = { id: this.nextId, fn };
    return this.nextId;
  }

  clearTimeout(handle: unknown) {
    if (this.pending?.id === handle) this.pending = null;
  }

  /** Whether a timer is armed and not cleared. */
  get armed(): boolean {
    return this.pending !== null;
  }

  /** Lets the armed timer go off, as if its delay had passed. */
  fire(): void {
    const due = this.pending;
    if (!due) throw new Error('No timer is armed');
    this.pending = null;
    this.time += this.delays.at(-1) ?? 0;
    due.fn();
  }

  get lastDelay(): number | undefined {
    return this.delays.at(-1);
  }
}

export function partner(overrides: Partial<DirectoryPartner> & { id: string }): DirectoryPartner {
  return {
    name: `Clinic ${overrides.id}`,
    type: 'doctor',
    responsible: { name: 'Dr. Meera Iyer' },
    contactPhone: '9800000000',
    contactEmail: 'desk@clinic.test',
    website: '',
    address: '12 MG Road',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    pincode: '560001',
    timeFrom: '9:00 AM',
    timeTo: '6:00 PM',
    dayFrom: 'Monday',
    dayTo: 'Saturday',
    specialization: 'General Medicine',
    council: { name: 'Karnataka Medical Council', number: 'KMC-1' },
    discountAmount: '15%',
    discountItems: ['Consultation'],
    standardDiscount: 15,
    clinicPhotos: [],
    membersServed: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    status: 'Active',
    ...overrides,
  };
}

/** A sync loop over its own database, fake server and manual clock; pushes unless told otherwise. */
export function engineUnderTest(overrides: Partial<SyncEngineOptions> = {}) {
  const db = freshDb();
  const server = new FakeSyncServer();
  const clock = new ManualClock();
  const engine = createSyncEngine({
    db,
    client: server,
    tasks: { push: true },
    clock,
    random: () => 0.5,
    env: {},
    ...overrides,
  });
  return { db, server, clock, engine };
}
