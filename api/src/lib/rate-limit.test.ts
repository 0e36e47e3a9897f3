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
    const limits = createLoginLimits({ perAccountAtAddress: 2, perIp: 100 });
    await expect(limitLogin(limits, 'ip', 'Asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', async () => 'ok')).resolves.toBe('ok');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', async () => 'ok')).rejects.toMatchObject({
      status: 429,
    });
  });

  it('does not count an answer other than a failed sign-in against the account', async () => {
    const limits = createLoginLimits({ perAccountAtAddress: 1, perIp: 100 });
    const forbidden = () => Promise.reject(AppError.forbidden('no invite'));
    for (let i = 0; i < 3; i++)
      await expect(limitLogin(limits, 'ip', 'asha@x.in', forbidden)).rejects.toThrow('no invite');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', fail)).rejects.toMatchObject({
      status: 429,
    });
  });
});

describe('RateLimiter.attempt', () => {
  const refusal = () => new Error('too many');

  it('counts an attempt before its work finishes, so attempts under way hold the limit', async () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, now: () => 0 });
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = async () => {
      await gate;
      return 'done';
    };
    const running = [limiter.attempt('ip', refusal, slow), limiter.attempt('ip', refusal, slow)];
    await expect(limiter.attempt('ip', refusal, slow)).rejects.toThrow('too many');
    open();
    await expect(Promise.all(running)).resolves.toEqual(['done', 'done']);
  });

  it('gives the attempt back when the work fails, unless that outcome counts', async () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    const fail = () => Promise.reject(AppError.badRequest('refused'));
    await expect(limiter.attempt('ip', refusal, fail)).rejects.toThrow('refused');
    expect(limiter.allows('ip')).toBe(true);
    const counts = (error: unknown) => error instanceof AppError && error.status === 400;
    await expect(limiter.attempt('ip', refusal, fail, counts)).rejects.toThrow('refused');
    expect(limiter.allows('ip')).toBe(false);
  });
});

describe('limitLogin per account and address, with a delay per account', () => {
  const fail = () => Promise.reject(AppError.unauthorized('no'));

  it('refuses the address that failed, not the same account from elsewhere', async () => {
    const limits = createLoginLimits({ perAccountAtAddress: 2, perIp: 100, sleep: async () => {} });
    await expect(limitLogin(limits, 'attacker', 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'attacker', 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, 'attacker', 'asha@x.in', fail)).rejects.toMatchObject({
      status: 429,
    });
    await expect(limitLogin(limits, 'owner', 'asha@x.in', async () => 'ok')).resolves.toBe('ok');
  });

  it('waits longer as the account gathers failures, up to the cap, and not after a success', async () => {
    const waits: number[] = [];
    const limits = createLoginLimits({
      freeFailures: 1,
      baseDelayMs: 100,
      maxDelayMs: 300,
      sleep: async (ms) => void waits.push(ms),
    });
    for (let i = 0; i < 4; i++)
      await expect(limitLogin(limits, `ip-${i}`, 'asha@x.in', fail)).rejects.toThrow('no');
    expect(waits).toEqual([100, 200, 300]);
    await expect(limitLogin(limits, 'owner', 'asha@x.in', async () => 'ok')).resolves.toBe('ok');
    expect(waits).toEqual([100, 200, 300, 300]);
    // The owner's success clears the account's failures: the next sign-in is not slowed.
    await expect(limitLogin(limits, 'owner', 'asha@x.in', async () => 'ok')).resolves.toBe('ok');
    expect(waits).toHaveLength(4);
  });

  it('counts the failure before the wait, so parallel guesses each wait for those before them', async () => {
    const waits: number[] = [];
    const limits = createLoginLimits({
      freeFailures: 1,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      sleep: async (ms) => void waits.push(ms),
    });
    await Promise.allSettled(
      Array.from({ length: 3 }, (_, i) => limitLogin(limits, `ip-${i}`, 'asha@x.in', fail)),
    );
    expect(waits).toEqual([100, 200]);
  });

  it('does not slow the account for an answer other than a failed sign-in', async () => {
    const waits: number[] = [];
    const limits = createLoginLimits({ freeFailures: 0, sleep: async (ms) => void waits.push(ms) });
    const forbidden = () => Promise.reject(AppError.forbidden('no invite'));
    await expect(limitLogin(limits, 'ip', 'asha@x.in', forbidden)).rejects.toThrow('no invite');
    await expect(limitLogin(limits, 'ip', 'asha@x.in', forbidden)).rejects.toThrow('no invite');
    expect(waits).toEqual([250, 250]);
  });
});
