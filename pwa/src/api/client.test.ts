import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, failureText, memberLogin, submitContact } from './client.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const message = {
  name: 'A',
  email: 'a@b.in',
  subject: 'S',
  message: 'M',
  userType: 'general' as const,
};

describe('API client', () => {
  it("turns a refusal into an ApiError carrying the server's message", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429 }),
    );
    const error = await submitContact(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      serverMessage: 'Too many requests',
      rawText: '{"message":"Too many requests"}',
    });
  });

  it("keeps a body that is not JSON as raw text, never as the server's message", async () => {
    const proxyPage = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    fetchMock.mockResolvedValue(new Response(proxyPage, { status: 502 }));
    const error = await submitContact(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined, rawText: proxyPage });
  });

  it('keeps the raw text of a JSON refusal too, and ignores an empty or non-text message', async () => {
    const body = JSON.stringify({ message: '  ', code: 'bad' });
    fetchMock.mockResolvedValue(new Response(body, { status: 400 }));
    await expect(submitContact(message)).rejects.toMatchObject({
      serverMessage: undefined,
      rawText: body,
    });
  });

  it('reports a failed connection as a NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitContact(message)).rejects.toBeInstanceOf(NetworkError);
  });

  it('stores the member token after signing in by phone', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ token: 'jwt', message: 'ok' }), { status: 200 }),
    );
    await memberLogin({ phone: '9876543210', password: 'secret1' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      phone: '9876543210',
      password: 'secret1',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/login');
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('refuses a sign-in answer without a token', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({}), { status: 200 }));
    await expect(memberLogin({ email: 'm@x.in', password: 'p' })).rejects.toMatchObject({
      serverMessage: 'No token returned',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('failureText', () => {
  it("reads the failure as messageFor does, the server's code first", async () => {
    const limited = new ApiError(429, 'Too many attempts.', '', {
      code: 'rate_limited',
      retryAfterSeconds: 45,
    });
    expect(await failureText(limited, 'Login failed')).toBe(
      'Too many attempts. You can try again in 45 seconds.',
    );
    expect(await failureText(new NetworkError(null), 'Login failed')).toBe('Network error');
  });

  it('says no answer came when the failure texts cannot be loaded either', async () => {
    vi.doMock('../net/message-for.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const refused = new ApiError(401, 'Invalid credentials');
      expect(await failureText(refused, 'Login failed')).toBe('Network error');
      expect(await failureText(refused, 'Not sent', { network: 'No connection' })).toBe(
        'No connection',
      );
    } finally {
      vi.doUnmock('../net/message-for.ts');
    }
  });
});
