import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { AppError } from './app-error.ts';
import { RateLimiter, createLoginLimits, limitLogin } from './rate-limit.ts';

// The counters live in the database: each test gets its own.
let t: TestApp;
let db: Kysely<DB>;
beforeEach(async () => {
  t = await makeTestApp();
  db = t.db;
});
afterEach(async () => t.close());

const counters = () =>
  db
    .selectFrom('rate_limit_counters')
    .select(['limit_name', 'subject', 'hits'])
    .orderBy('subject')
    .execute();

describe('RateLimiter', () => {
  it('allows up to the limit in a window and again once the window has passed', async () => {
    let now = 0;
    const limiter = new RateLimiter({ name: 'test', limit: 2, windowMs: 1000, now: () => now });
    expect(await limiter.take(db, 'a')).toBe(true);
    expect(await limiter.take(db, 'a')).toBe(true);
    expect(await limiter.take(db, 'a')).toBe(false);
    expect(await limiter.take(db, 'b')).toBe(true);
    now = 1000;
    expect(await limiter.take(db, 'a')).toBe(true);
    expect(await limiter.retryInfo(db, 'a')).toEqual({ limit: 2, remaining: 1, resetSeconds: 1 });
  });

  it('shares its counts with every limiter of the same name, and only those', async () => {
    const one = new RateLimiter({ name: 'shared', limit: 2, windowMs: 60_000 });
    const another = new RateLimiter({ name: 'shared', limit: 2, windowMs: 60_000 });
    const other = new RateLimiter({ name: 'other', limit: 2, windowMs: 60_000 });
    await one.take(db, 'a');
    await another.take(db, 'a');
    expect(await one.take(db, 'a')).toBe(false);
    expect(await other.take(db, 'a')).toBe(true);
  });

  it('deletes the windows that have ended as it counts, at most once a minute', async () => {
    let now = 0;
    const limiter = new RateLimiter({ name: 'test', limit: 5, windowMs: 1000, now: () => now });
    await limiter.take(db, 'a');
    now = 30_000;
    await limiter.hit(db, 'b');
    expect(await counters()).toEqual([
      { limit_name: 'test', subject: 'a', hits: 1 },
      { limit_name: 'test', subject: 'b', hits: 1 },
    ]);
    now = 60_000;
    await limiter.take(db, 'c');
    expect(await counters()).toEqual([{ limit_name: 'test', subject: 'c', hits: 1 }]);
  });

  it('keeps a long key as its hash, still counted on its own', async () => {
    const limiter = new RateLimiter({ name: 'test', limit: 1, windowMs: 60_000 });
    const long = 'x'.repeat(5000);
    expect(await limiter.take(db, long)).toBe(true);
    expect(await limiter.take(db, `${long}y`)).toBe(true);
    expect(await limiter.take(db, long)).toBe(false);
    expect((await counters()).map((row) => row.subject.length)).toEqual([71, 71]);
  });
});

describe('limitLogin', () => {
  const fail = () => Promise.reject(AppError.unauthorized('no'));

  it('counts only failed attempts against the account and clears them on success', async () => {
    const limits = createLoginLimits({ perAccountAtAddress: 2, perIp: 100 });
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'Asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', async () => 'ok')).resolves.toBe(
      'ok',
    );
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(
      limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', async () => 'ok'),
    ).rejects.toMatchObject({
      status: 429,
    });
  });

  it('does not count an answer other than a failed sign-in against the account', async () => {
    const limits = createLoginLimits({ perAccountAtAddress: 1, perIp: 100 });
    const forbidden = () => Promise.reject(AppError.forbidden('no invite'));
    for (let i = 0; i < 3; i++)
      await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', forbidden)).rejects.toThrow(
        'no invite',
      );
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', fail)).rejects.toThrow('no');
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', fail)).rejects.toMatchObject({
      status: 429,
    });
  });
});

describe('RateLimiter.attempt', () => {
  const refusal = () => new Error('too many');

  it('counts an attempt before its work finishes, so attempts under way hold the limit', async () => {
    const limiter = new RateLimiter({ name: 'test', limit: 2, windowMs: 1000, now: () => 0 });
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = async () => {
      await gate;
      return 'done';
    };
    const attempts = Array.from({ length: 3 }, () =>
      limiter.attempt(db, 'ip', refusal, slow).catch((error: Error) => error.message),
    );
    // One is refused while the other two are still at work.
    await expect(Promise.race(attempts)).resolves.toBe('too many');
    open();
    expect((await Promise.all(attempts)).sort()).toEqual(['done', 'done', 'too many']);
  });

  it('gives the attempt back when the work fails, unless that outcome counts', async () => {
    const limiter = new RateLimiter({ name: 'test', limit: 1, windowMs: 1000, now: () => 0 });
    const fail = () => Promise.reject(AppError.badRequest('refused'));
    await expect(limiter.attempt(db, 'ip', refusal, fail)).rejects.toThrow('refused');
    expect((await limiter.retryInfo(db, 'ip')).remaining).toBe(1);
    const counts = (error: unknown) => error instanceof AppError && error.status === 400;
    await expect(limiter.attempt(db, 'ip', refusal, fail, counts)).rejects.toThrow('refused');
    expect((await limiter.retryInfo(db, 'ip')).remaining).toBe(0);
  });
});

describe('limitLogin per account and address, with a delay per account', () => {
  const fail = () => Promise.reject(AppError.unauthorized('no'));

  it('refuses the address that failed, not the same account from elsewhere', async () => {
    const limits = createLoginLimits({ perAccountAtAddress: 2, perIp: 100, sleep: async () => {} });
    await expect(limitLogin(limits, db, { ip: 'attacker' }, 'asha@x.in', fail)).rejects.toThrow(
      'no',
    );
    await expect(limitLogin(limits, db, { ip: 'attacker' }, 'asha@x.in', fail)).rejects.toThrow(
      'no',
    );
    await expect(
      limitLogin(limits, db, { ip: 'attacker' }, 'asha@x.in', fail),
    ).rejects.toMatchObject({
      status: 429,
    });
    await expect(
      limitLogin(limits, db, { ip: 'owner' }, 'asha@x.in', async () => 'ok'),
    ).resolves.toBe('ok');
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
      await expect(limitLogin(limits, db, { ip: `ip-${i}` }, 'asha@x.in', fail)).rejects.toThrow(
        'no',
      );
    expect(waits).toEqual([100, 200, 300]);
    await expect(
      limitLogin(limits, db, { ip: 'owner' }, 'asha@x.in', async () => 'ok'),
    ).resolves.toBe('ok');
    expect(waits).toEqual([100, 200, 300, 300]);
    // The owner's success clears the account's failures: the next sign-in is not slowed.
    await expect(
      limitLogin(limits, db, { ip: 'owner' }, 'asha@x.in', async () => 'ok'),
    ).resolves.toBe('ok');
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
      Array.from({ length: 3 }, (_, i) =>
        limitLogin(limits, db, { ip: `ip-${i}` }, 'asha@x.in', fail),
      ),
    );
    // Each guess counted before it waited: one free, then one and two failures before it. On
    // PostgreSQL the pool may finish the counts in another order than they were asked, so the
    // order of the waits is not the point.
    expect(waits.toSorted((a, b) => a - b)).toEqual([100, 200]);
  });

  it('does not slow the account for an answer other than a failed sign-in', async () => {
    const waits: number[] = [];
    const limits = createLoginLimits({ freeFailures: 0, sleep: async (ms) => void waits.push(ms) });
    const forbidden = () => Promise.reject(AppError.forbidden('no invite'));
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', forbidden)).rejects.toThrow(
      'no invite',
    );
    await expect(limitLogin(limits, db, { ip: 'ip' }, 'asha@x.in', forbidden)).rejects.toThrow(
      'no invite',
    );
    expect(waits).toEqual([250, 250]);
  });
});
