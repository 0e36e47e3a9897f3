import { describe, expect, it, vi } from 'vitest';
import { createSyncClient } from './sync-client.ts';

const mutation = {
  id: '7d3c1a36-5b0e-4e8a-9f38-0d7f4d7b2c11',
  kind: 'visit' as const,
  clientTime: '2026-06-01T09:00:00.000Z',
  payload: { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the sync client', () => {
  it('posts the batch with the session it is given and reads the per-item answer', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { results: [{ id: mutation.id, status: 'applied' }] }),
    );
    // The session stored now may already be another partner's: the push goes with the one the
    // visits were picked for.
    const client = createSyncClient({
      baseUrl: 'https://api.test',
      fetch,
      getToken: () => 'other',
    });

    const result = await client.push([mutation], 'tok');

    expect(result).toEqual({
      kind: 'ok',
      data: { results: [{ id: mutation.id, status: 'applied' }] },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.test/api/sync/push');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(init?.body))).toEqual({ mutations: [mutation] });
  });

  it('tells an expired session (401) apart from other failures', async () => {
    const client = createSyncClient({
      baseUrl: '',
      fetch: async () => json(401, { message: 'Your session has expired' }),
      getToken: () => 'tok',
    });
    expect(await client.push([mutation], 'tok')).toEqual({
      kind: 'auth',
      message: 'Your session has expired',
    });
  });

  it('asks for a sign-in without calling the server when no token is stored', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    const client = createSyncClient({ baseUrl: '', fetch, getToken: () => null });
    expect(await client.sessionToken()).toBeNull();
    expect(await client.push([mutation], null)).toMatchObject({ kind: 'auth' });
    expect(await client.memberCard()).toMatchObject({ kind: 'auth' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['no network', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', async () => json(503, { message: 'Service unavailable' })],
    [
      'an answer that is not JSON',
      async () => new Response('<html>proxy error</html>', { status: 200 }),
    ],
    ['an answer of the wrong shape', async () => json(200, { ok: true })],
  ])('reports %s as a failure to retry', async (_label, fetch) => {
    const client = createSyncClient({ baseUrl: '', fetch, getToken: () => 'tok' });
    expect(await client.push([mutation], 'tok')).toMatchObject({ kind: 'error' });
  });

  it("says 'No connection to the server' for a gateway's error page, and when a busy server can be asked again", async () => {
    const through = (fetch: () => Promise<Response>) =>
      createSyncClient({ baseUrl: '', fetch, getToken: () => 'tok' }).push([mutation], 'tok');
    expect(
      await through(async () => new Response('<h1>Bad Gateway</h1>', { status: 502 })),
    ).toMatchObject({ kind: 'error', message: 'No connection to the server', status: 502 });
    const limited = new Response(
      JSON.stringify({ message: 'Too many syncs.', code: 'rate_limited' }),
      { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } },
    );
    expect(await through(async () => limited)).toMatchObject({
      kind: 'error',
      message: 'Too many syncs. You can try again in 30 seconds.',
    });
  });

  it('asks for the directory and revocations since a cursor, without a token', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('directory')
        ? json(200, { partners: [], removed: ['9'], cursor: '12', hasMore: false })
        : json(200, { rids: [], cursor: '3', hasMore: false }),
    );
    const client = createSyncClient({ baseUrl: '', fetch });

    expect(await client.directory('5')).toEqual({
      kind: 'ok',
      data: { partners: [], removed: ['9'], cursor: '12', hasMore: false },
    });
    expect(await client.revocations('0')).toMatchObject({ kind: 'ok' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/sync/directory?since=5',
      '/api/sync/revocations?since=0',
    ]);
  });

  it("passes on the status of a refusal, so a cancelled member's card can be dropped", async () => {
    const message = 'Your membership has been cancelled, so there is no card to show.';
    const client = createSyncClient({
      baseUrl: '',
      fetch: async () => json(403, { message }),
      getToken: () => 'tok',
    });
    expect(await client.memberCard()).toEqual({ kind: 'error', message, status: 403 });
  });
});
