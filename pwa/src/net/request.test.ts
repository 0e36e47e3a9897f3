import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './errors.ts';
import { reachability, resetReachabilityForTests } from './reachability.ts';
import { createRequester, retryAfterSeconds } from './request.ts';

const fetchMock = vi.fn<typeof fetch>();
const requester = createRequester({ fetch: fetchMock });
const health = (api: Parameters<Parameters<typeof requester.send>[0]>[0]) => api.api.health.$get();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

beforeEach(() => {
  fetchMock.mockReset();
  resetReachabilityForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
  resetReachabilityForTests();
});

describe('the request layer', () => {
  it('returns the declared answer and notes that the server answered', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(requester.send(health)).rejects.toBeInstanceOf(NetworkError);
    expect(reachability()).toBe('unreachable');
    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok' }));
    await expect(requester.send(health)).resolves.toEqual({ status: 'ok' });
    expect(reachability()).toBe('online');
  });

  it("throws ApiError with the server's code, message and Retry-After", async () => {
    fetchMock.mockResolvedValue(
      json(429, { message: 'Too many checks.', code: 'rate_limited' }, { 'retry-after': '90' }),
    );
    const error = await requester.send(health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      serverMessage: 'Too many checks.',
      message: 'Too many checks.',
      retryAfterSeconds: 90,
    });
  });

  it('keeps the message of a code this app does not know yet, without the code', async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'Taken.', code: 'from_the_future' }));
    await expect(requester.send(health)).rejects.toMatchObject({
      code: undefined,
      serverMessage: 'Taken.',
    });
  });

  it('counts a gateway error page as no answer from the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchMock.mockResolvedValue(new Response('<h1>504 Gateway Time-out</h1>', { status: 504 }));
    await expect(requester.send(health)).rejects.toMatchObject({
      status: 504,
      serverMessage: undefined,
    });
    expect(reachability()).toBe('unreachable');
  });

  it('turns a body cut off mid-way into a NetworkError', async () => {
    const cut = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"sta'));
        controller.error(new TypeError('network error'));
      },
    });
    fetchMock.mockResolvedValue(new Response(cut, { status: 200 }));
    await expect(requester.send(health)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
