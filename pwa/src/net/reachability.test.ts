import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkReachability,
  PROBE_FIRST_PAUSE_MS,
  reachability,
  reportAnswer,
  reportNoAnswer,
  resetReachabilityForTests,
  subscribeReachability,
} from './reachability.ts';

const health = () =>
  new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json' } });

function browserOnLine(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetReachabilityForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetReachabilityForTests();
});

describe('reachability', () => {
  it('says "no connection to the server" when a request fails while the browser claims a network', () => {
    browserOnLine(true);
    reportNoAnswer();
    expect(reachability()).toBe('unreachable');
    reportAnswer();
    expect(reachability()).toBe('online');
  });

  it("trusts the browser's own word that it has no network", () => {
    browserOnLine(false);
    reportNoAnswer();
    expect(reachability()).toBe('offline');
  });

  it('does not believe the online event: it asks the server, and stays unreachable when it gets no answer', async () => {
    browserOnLine(true);
    const seen: string[] = [];
    const stop = subscribeReachability(() => seen.push(reachability()));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    reportNoAnswer();
    window.dispatchEvent(new Event('online'));
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything());
    // The probe the event started, shared with this caller.
    expect(await checkReachability()).toBe('unreachable');
    fetchMock.mockResolvedValue(health());
    await checkReachability();
    expect(reachability()).toBe('online');
    expect(seen).toEqual(['unreachable', 'online']);
    stop();
  });

  it('takes the offline event at its word', () => {
    const stop = subscribeReachability(() => undefined);
    browserOnLine(false);
    window.dispatchEvent(new Event('offline'));
    expect(reachability()).toBe('offline');
    stop();
  });

  it('counts a gateway page (502 without the server’s JSON) as no answer, a JSON 503 as an answer', async () => {
    browserOnLine(true);
    fetchMock.mockResolvedValue(new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    expect(await checkReachability()).toBe('unreachable');
    fetchMock.mockResolvedValue(
      new Response('{"message":"busy","code":"busy"}', {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await checkReachability()).toBe('online');
  });

  it('keeps probing with a growing pause while someone listens, and stops when nobody does', async () => {
    vi.useFakeTimers();
    browserOnLine(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = subscribeReachability(() => undefined);
    reportNoAnswer();
    expect(fetchMock).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_PAUSE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The second pause is twice the first.
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_PAUSE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_PAUSE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValue(health());
    await vi.advanceTimersByTimeAsync(4 * PROBE_FIRST_PAUSE_MS);
    expect(reachability()).toBe('online');
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    reportNoAnswer();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('shares one probe between callers', async () => {
    fetchMock.mockResolvedValue(health());
    await Promise.all([checkReachability(), checkReachability(), checkReachability()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
