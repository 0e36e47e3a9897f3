import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../../api/client.ts';
import { memberQueries } from '../../api/member-api.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { askFirstAnswers } from './first-answers.ts';
import { NO_FILTERS } from './find-partners/partner-filters.tsx';
import { directoryQuery } from './find-partners/use-partner-search.ts';

/** Every request's path and query, with its Authorization header. */
function serverSeeing() {
  const seen: { path: string; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://app.test');
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      seen.push({ path: `${url.pathname}${url.search}`, auth: headers.get('Authorization') });
      return Response.json({ message: 'not today' }, { status: 503 });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the dashboard's first answers", () => {
  // The server refuses both: what is asked is what these tests read.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('asks for the signed-in member and the first page of partners, under the keys the screen reads', async () => {
    localStorage.setItem(TOKEN_KEYS.member, 'member-token');
    const seen = serverSeeing();
    const client = createQueryClient({ retry: false, followReachability: false });

    askFirstAnswers(client);

    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(
      expect.arrayContaining([
        { path: '/api/auth/me', auth: 'Bearer member-token' },
        { path: '/api/partners?page=1&limit=10', auth: null },
      ]),
    );
    const cache = client.getQueryCache();
    expect(cache.find({ queryKey: memberQueries.me('member-token').queryKey })).toBeDefined();
    expect(cache.find({ queryKey: directoryQuery(NO_FILTERS, 1).queryKey })).toBeDefined();
  });

  it('asks only for the partners when no member is signed in', async () => {
    const seen = serverSeeing();
    const client = createQueryClient({ retry: false, followReachability: false });

    askFirstAnswers(client);

    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.path).toBe('/api/partners?page=1&limit=10');
  });
});
