// A fixed-window counter for login attempts, per IP and per account. In memory on purpose: a
// restart forgiving a few attempts is harmless, and it needs no store. Injectable (limits and
// clock) so tests can use small numbers without waiting.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from './app-error.ts';

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: RateLimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  /** True while `key` still has attempts left in its window. */
  allows(key: string): boolean {
    const entry = this.hits.get(key);
    return !entry || entry.resetAt <= this.now() || entry.count < this.limit;
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.hits.size > 10_000) this.sweep(now);
    } else {
      entry.count += 1;
    }
  }

  /** Gives back one attempt counted in the current window, for an outcome that does not count. */
  release(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > this.now() && entry.count > 0) entry.count -= 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /**
   * Runs `work` as one attempt for `key`, or throws `refusal()` when none are left. The attempt is
   * counted before `work` starts, so requests sent in parallel each see those already under way
   * (counted after a slow `work`, they would all pass the check together). It is given back when
   * `work` throws, unless `keepCount` says that outcome counts too.
   */
  async attempt<T>(
    key: string,
    refusal: () => Error,
    work: () => Promise<T>,
    keepCount: (error: unknown) => boolean = () => false,
  ): Promise<T> {
    if (!this.allows(key)) throw refusal();
    this.hit(key);
    try {
      return await work();
    } catch (error) {
      if (!keepCount(error)) this.release(key);
      throw error;
    }
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export interface LoginLimits {
  /** Every login attempt from one address (a clinic NAT may hold several desks: kept generous). */
  perIp: RateLimiter;
  /** Failed attempts against one account. */
  perAccount: RateLimiter;
}

export function createLoginLimits(
  options: { perIp?: number; perAccount?: number; windowMs?: number; now?: () => number } = {},
): LoginLimits {
  const windowMs = options.windowMs ?? 15 * 60_000;
  return {
    perIp: new RateLimiter({ limit: options.perIp ?? 100, windowMs, now: options.now }),
    perAccount: new RateLimiter({ limit: options.perAccount ?? 10, windowMs, now: options.now }),
  };
}

export const TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * The caller's address, which the per-address limits count. Behind a reverse proxy (TRUST_PROXY)
 * the socket is the proxy's own, so it is the last X-Forwarded-For entry: the one the proxy
 * appended. Earlier entries are whatever the client sent and are never believed. Without a proxy
 * the header is ignored, or anyone could pick their own address. app.request() in tests has no
 * socket and shares one bucket.
 */
export function clientAddress(c: Context, options: { trustProxy: boolean }): string {
  if (options.trustProxy) {
    const lastHop = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (lastHop) return lastHop;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Wraps a credential check: refuses with 429 once either limit is reached, counts the attempt,
 * and clears the account's failures after a success. The account's count is taken before the
 * slow password check, as a failure until shown otherwise, so parallel guesses each see the ones
 * still running and no more than the limit get a 401. An error other than 401 is not a failed
 * sign-in and gives it back.
 */
export async function limitLogin<T>(
  limits: LoginLimits,
  ip: string,
  account: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const accountKey = account.trim().toLowerCase();
  const tooMany = () => new AppError(429, 'rate_limited', TOO_MANY_ATTEMPTS);
  if (!limits.perIp.allows(ip)) throw tooMany();
  return limits.perAccount.attempt(
    accountKey,
    tooMany,
    async () => {
      // Every attempt let through counts against the address, whatever comes of it.
      limits.perIp.hit(ip);
      const result = await attempt();
      limits.perAccount.reset(accountKey);
      return result;
    },
    (error) => error instanceof AppError && error.status === 401,
  );
}
