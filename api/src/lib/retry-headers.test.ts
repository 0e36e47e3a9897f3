// Every 429 and 503 tells the client when to come back: Retry-After, and the RateLimit-Limit,
// RateLimit-Remaining and RateLimit-Reset fields of the limit that refused it.
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_SUBMISSIONS_PER_HOUR } from '../features/contact/contact.routes.ts';
import { makeTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { AppError } from './app-error.ts';
import { DatabaseUnavailableError } from './db-errors.ts';
import { errorHandler } from './error-handler.ts';
import { StorageUnavailableError } from './file-store.ts';
import { createLoginLimits, RateLimiter } from './rate-limit.ts';
import { createVerifyLimits } from './verify-limits.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** 12:00 in India: midnight there is 12 hours away. */
const NOON_IN_INDIA = Date.parse('2026-11-20T06:30:00.000Z');

function retryHeaders(res: Response) {
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    limit: res.headers.get('ratelimit-limit'),
    remaining: res.headers.get('ratelimit-remaining'),
    reset: res.headers.get('ratelimit-reset'),
  };
}

describe('a 429 says which limit refused it and when it resets', () => {
  it('a sign-in refused for this account at this address: the rest of its window', async () => {
    let clock = NOON_IN_INDIA;
    const loginLimits = createLoginLimits({
      perAccountAtAddress: 2,
      windowMs: 15 * 60_000,
      now: () => clock,
    });
    t = await makeTestApp({ deps: { loginLimits } });
    const wrong = () =>
      t!.request('POST', '/api/auth/login', { email: 'someone@example.in', password: 'wrong' });
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);

    expect(retryHeaders(await wrong())).toEqual({
      status: 429,
      retryAfter: '900',
      limit: '2',
      remaining: '0',
      reset: '900',
    });
    clock += 10 * 60_000;
    expect(retryHeaders(await wrong())).toMatchObject({ status: 429, retryAfter: '300' });
  });

  it("a partner's membership checks: the minute's limit", async () => {
    const clock = NOON_IN_INDIA;
    t = await makeTestApp({
      deps: { verifyLimits: createVerifyLimits({ perMinute: 1, now: () => clock }) },
    });
    const member = await t.createMember();
    const { headers } = await t.signIn.partner();
    const verify = () =>
      t!.request('POST', '/api/partners/verify', { membershipId: member.membership_id }, headers);
    expect((await verify()).status).toBe(200);

    expect(retryHeaders(await verify())).toEqual({
      status: 429,
      retryAfter: '60',
      limit: '1',
      remaining: '0',
      reset: '60',
    });
  });

  it("a desk past its day's visits: until midnight in India", async () => {
    t = await makeTestApp({
      env: { maxVisitsPerPartnerPerDay: 1 },
      deps: { now: () => new Date(NOON_IN_INDIA) },
    });
    const member = await t.createMember({ createdAt: '2026-11-01T00:00:00.000Z' });
    const { headers } = await t.signIn.partner();
    const visit = () => t!.recordVisit(headers, { membershipId: member.membership_id });
    expect((await visit()).status).toBe(201);

    expect(retryHeaders(await visit())).toEqual({
      status: 429,
      retryAfter: String(12 * 3600),
      limit: '1',
      remaining: '0',
      reset: String(12 * 3600),
    });
  });

  it('contact messages from one address: the hour', async () => {
    t = await makeTestApp({ deps: { now: () => new Date(NOON_IN_INDIA) } });
    const send = () =>
      t!.request('POST', '/api/contact/submit', {
        name: 'Asha Rao',
        email: 'asha@example.in',
        subject: 'My card',
        message: 'When does my card arrive?',
      });
    for (let i = 0; i < CONTACT_SUBMISSIONS_PER_HOUR; i++) expect((await send()).status).toBe(201);

    expect(retryHeaders(await send())).toEqual({
      status: 429,
      retryAfter: '3600',
      limit: String(CONTACT_SUBMISSIONS_PER_HOUR),
      remaining: '0',
      reset: '3600',
    });
  });
});

describe('a 503 says to come back in a moment', () => {
  const app = new Hono();
  app.onError(errorHandler({ debug() {}, info() {}, warn() {}, error() {} }));
  app.get('/busy', () => {
    throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  });
  app.get('/gone', () => {
    throw new DatabaseUnavailableError(new Error('connection refused'));
  });
  app.get('/bucket', () => {
    throw new StorageUnavailableError(new Error('bucket unreachable'));
  });
  app.get('/refused', () => {
    throw new AppError(503, 'internal', 'No membership ID is free right now.');
  });

  it.each(['/busy', '/gone', '/bucket', '/refused'])('%s', async (path) => {
    expect(retryHeaders(await app.request(path))).toEqual({
      status: 503,
      retryAfter: '2',
      limit: '0',
      remaining: '0',
      reset: '2',
    });
  });
});

describe('RateLimiter.retryInfo', () => {
  it('counts down the window of a key and starts a full one for a new key', async () => {
    t = await makeTestApp();
    let clock = 0;
    const limiter = new RateLimiter({ name: 'test', limit: 3, windowMs: 60_000, now: () => clock });
    await limiter.hit(t.db, 'a');
    clock = 20_500;
    expect(await limiter.retryInfo(t.db, 'a')).toEqual({
      limit: 3,
      remaining: 2,
      resetSeconds: 40,
    });
    expect(await limiter.retryInfo(t.db, 'b')).toEqual({
      limit: 3,
      remaining: 3,
      resetSeconds: 60,
    });
  });
});
