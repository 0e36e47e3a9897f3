import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncMutation } from '@mcs/shared';
import { offlineDb } from './db.ts';
import { partner, partnerSessionToken } from './offline-test-kit.ts';
import { countPending, listOutbox } from './outbox.ts';
import { clearPartnerToken, outboxPushToken, savePartnerToken } from './partner-session.ts';
import { createMemberSync, createPartnerSync } from './sync-setup.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const card = {
  jws: 'header.payload.signature',
  membershipId: 'MCS-2026-4F9A2C',
  validUntil: '2027-01-31T18:29:59.000Z',
};
const key = { kty: 'EC', crv: 'P-256', kid: 'k1', x: 'x', y: 'y', alg: 'ES256', use: 'sig' };

/**
 * The server at the same origin; remembers each call's path and bearer token, and the visits
 * each push carried. `network.up = false` cuts the connection.
 */
function fakeServer() {
  const calls: Array<{ path: string; token: string | null }> = [];
  const pushed: Array<{ token: string | null; ids: string[] }> = [];
  const network = { up: true };
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (!network.up) throw new TypeError('Failed to fetch');
    const path = String(url).split('?')[0]!;
    const bearer = new Headers(init?.headers).get('Authorization');
    const token = bearer?.replace(/^Bearer /, '') ?? null;
    calls.push({ path, token });
    switch (path) {
      case '/api/sync/push': {
        const { mutations } = JSON.parse(String(init?.body)) as { mutations: SyncMutation[] };
        pushed.push({ token, ids: mutations.map((m) => m.id) });
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
  return { calls, pushed, network };
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

describe('createPartnerSync on a counter partners share', () => {
  const xray = { membershipId: 'MCS-2026-4F9A2C', service: 'X-ray', discountApplied: 10 };

  it("never files one partner's offline visits under the partner who signs in after them", async () => {
    const { pushed, network } = fakeServer();
    const asha = partnerSessionToken('11');
    const ravi = partnerSessionToken('12');
    const sync = createPartnerSync();

    // Asha records two visits with the network down, then signs out; Ravi signs in.
    network.up = false;
    await savePartnerToken(asha);
    const ashas = [await sync.recordVisit(xray), await sync.recordVisit(xray)];
    await sync.syncNow();
    await clearPartnerToken();
    await savePartnerToken(ravi);
    network.up = true;

    const ravis = await sync.recordVisit(xray);
    const result = await sync.syncNow();

    expect(pushed).toEqual([{ token: ravi, ids: [ravis.id] }]);
    expect(result).toMatchObject({ ok: true, pending: 2 });
    // Which visits wait, not their order: two recorded in the same millisecond tie on createdAt.
    const waiting = (await listOutbox(offlineDb())).map((i) => i.id);
    expect(waiting.sort()).toEqual(ashas.map((i) => i.id).sort());

    // Asha signs in again: her visits leave with her session.
    await clearPartnerToken();
    await savePartnerToken(asha);
    await sync.syncNow();

    const last = pushed.at(-1);
    expect(last?.token).toBe(asha);
    expect([...(last?.ids ?? [])].sort()).toEqual(ashas.map((i) => i.id).sort());
    expect(await countPending(offlineDb())).toBe(0);
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

  it('keeps no card that arrives after the member signed out', async () => {
    const { calls } = fakeServer();
    localStorage.setItem('token', 'member-tok');
    const fetchFirst = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (url, init) => {
      const answer = await fetchFirst(url, init);
      // The member logs out while the card request is on its way back.
      if (String(url).startsWith('/api/members/me/card')) localStorage.removeItem('token');
      return answer;
    });

    await createMemberSync().syncNow();

    expect(calls.some((c) => c.path === '/api/members/me/card')).toBe(true);
    expect(await offlineDb().card.get('current')).toBeUndefined();
  });

  it('pulls only the directory for a guest', async () => {
    const { calls } = fakeServer();

    const result = await createMemberSync({ signedIn: false }).syncNow();

    expect(result).toMatchObject({ ok: true });
    expect(calls.map((c) => c.path)).toEqual(['/api/sync/directory']);
    expect((await offlineDb().directory.toArray()).map((p) => p.id)).toEqual(['1']);
  });
});
