import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { RateLimiter, createLoginLimits, limitLogin } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows up to the limit in a window and again once the window has passed', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    limiter.hit('a');
    limiter.hit('a');
    expect(limiter.allows('a')).toBe(false);
    expect(limiter.allows('b')).toBe(true);
    now = 1000;
    expect(limiter.allows('a')).toBe(true);
  });
});

describe('limitLogin', () => {
  const fail = () => Promise.reject(AppError.unauthorized('no'));

  it('counts only failed attempts against the account and clears them on success', async () => {
    const limits = createLoginLimits({ perAccount: 2, perIp: 100 });
    await expect(limitLogin(limits, 'ip', 'Asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', async () => 'ok')).resolves.toBe('ok');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', async () => 'ok')).rejects.toMatchObject({
      status: 429,
    });
  });
});
