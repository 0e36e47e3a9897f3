import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncMutation } from '@mcs/shared';
import { offlineDb } from './db.ts';
import { partner } from './offline-test-kit.ts';
import { countPending } from './outbox.ts';
import { outboxPushToken } from './partner-session.ts';
import { createMemberSync, createPartnerSync } from './sync-setup.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const card = {
  jws: 'header.payload.signature',
  membershipId: 'MCS-2026-4F9A2C',
  validUntil: '2027-01-31T18:29:59.000Z',
};
const key = { kty: 'EC', crv: 'P-256', kid: 'k1', x: 'x', y: 'y', alg: 'ES256', use: 'sig' };

/** The server at the same origin; remembers each call's path and bearer token. */
function fakeServer() {
  const calls: Array<{ path: string; token: string | null }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).split('?')[0]!;
    const bearer = new Headers(init?.headers).get('Authorization');
    calls.push({ path, token: bearer?.replace(/^Bearer /, '') ?? null });
    switch (path) {
      case '/api/sync/push': {
        const { mutations } = JSON.parse(String(init?.body)) as { mutations: SyncMutation[] };
        return json({ results: mutations.map((m) => ({ id: m.id, status: 'applied' })) });
      }
      case '/.well-known/jwks.json':
        return json({ keys: [key] });
      case '/api/sync/revocations':
        return json({ rids: ['r1'], cursor: '1', hasMore: false });
      case '/api/sync/directory':
        return json({ partners: [partner({ id: '1' })], removed: [], cursor: '1', hasMore: false });
      case '/api/members/me/card':
        return json(card);
      default:
        return json({ message: 'Not found' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

beforeEach(async () => {
  localStorage.clear();
  const db = offlineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPartnerSync (desk mode)', () => {
  it("sends recorded visits with the partner's session and pulls what verifying a card needs", async () => {
    const { calls } = fakeServer();
    localStorage.setItem('partnerToken', 'partner-tok');
    const sync = createPartnerSync();

    await sync.recordVisit({
      membershipId: 'MCS-2026-4F9A2C',
      service: 'X-ray',
      discountApplied: 10,
    });
    const result = await sync.syncNow();

    expect(result).toMatchObject({ ok: true, pending: 0 });
    expect(await countPending(offlineDb())).toBe(0);
    expect(calls.filter((c) => c.path === '/api/sync/push')[0]).toEqual({
      path: '/api/sync/push',
      token: 'partner-tok',
    });
    expect(new Set(calls.map((c) => c.path))).toEqual(
      new Set(['/api/sync/push', '/.well-known/jwks.json', '/api/sync/revocations']),
    );
    expect((await offlineDb().revocations.toArray()).map((r) => r.rid)).toEqual(['r1']);
    expect(await outboxPushToken(offlineDb())).toBe('partner-tok');
  });

  it('asks the partner to sign in again when no session is stored, keeping the visit', async () => {
    fakeServer();
    const onAuthRequired = vi.fn(() => false);
    const sync = createPartnerSync({ onAuthRequired });

    await sync.recordVisit({
      membershipId: 'MCS-2026-4F9A2C',
      service: 'X-ray',
      discountApplied: 10,
    });
    await sync.syncNow();

    expect(onAuthRequired).toHaveBeenCalled();
    expect(await countPending(offlineDb())).toBe(1);
  });
});

describe('createMemberSync', () => {
  it("keeps the member's card, the card keys and the directory on the device, and sends nothing", async () => {
    const { calls } = fakeServer();
    localStorage.setItem('token', 'member-tok');
    const sync = createMemberSync();

    const result = await sync.syncNow();

    expect(result).toMatchObject({ ok: true });
    expect(calls.find((c) => c.path === '/api/members/me/card')?.token).toBe('member-tok');
    expect(calls.some((c) => c.path === '/api/sync/push')).toBe(false);
    const db = offlineDb();
    expect(await db.card.get('current')).toMatchObject(card);
    expect((await db.jwks.toArray()).map((k) => k.kid)).toEqual(['k1']);
    expect((await db.directory.toArray()).map((p) => p.id)).toEqual(['1']);
  });
});
