import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../net/errors.ts';
import { reportAnswer, reportNoAnswer, resetReachabilityForTests } from '../net/reachability.ts';
import { createQueryClient, worthRetrying } from './query-client.ts';

beforeEach(() => resetReachabilityForTests());
afterEach(() => {
  vi.restoreAllMocks();
  resetReachabilityForTests();
});

describe('the server-state defaults', () => {
  it('tries a load that got no answer once more, not twice', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(worthRetrying(0, new NetworkError(null))).toBe(true);
    expect(worthRetrying(1, new NetworkError(null))).toBe(false);
  });

  it("shows the server's refusal at once: a 4xx would be the same the second time", () => {
    for (const [status, code] of [
      [400, 'validation'],
      [401, 'unauthorized'],
      [403, 'not_approved'],
      [404, 'not_found'],
      [429, 'rate_limited'],
    ] as const)
      expect(worthRetrying(0, new ApiError(status, 'No.', '', { code }))).toBe(false);
    expect(worthRetrying(0, new ApiError(500, 'Internal error', '', { code: 'internal' }))).toBe(
      false,
    );
    expect(worthRetrying(0, new Error('a bug'))).toBe(false);
  });

  it('asks a busy server, or a gateway for a server it could not reach, once more', () => {
    expect(worthRetrying(0, new ApiError(503, 'Busy.', '', { code: 'busy' }))).toBe(true);
    expect(worthRetrying(0, new ApiError(502, undefined, '<h1>Bad Gateway</h1>'))).toBe(true);
  });

  it('does not retry while the browser says it has no network at all', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reportNoAnswer();
    expect(worthRetrying(0, new NetworkError(null))).toBe(false);
  });

  it('loads again what failed once the server can be reached again, not on window focus', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // The failed load is logged.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createQueryClient();
    client.mount();
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new NetworkError(null))
      .mockResolvedValue('answer');
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn, retry: false });
    const stop = observer.subscribe(() => undefined);
    reportNoAnswer();
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(queryFn).toHaveBeenCalledTimes(1);

    reportAnswer();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'));
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
    client.unmount();
  });
});
