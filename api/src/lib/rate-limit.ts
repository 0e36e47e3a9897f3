// Fixed-window counters for login attempts: per address, per account and address pair, and the
// recent failures on each account that set its delay. In memory on purpose: a restart forgiving
// a few attempts is harmless, and it needs no store. Injectable (limits, clock and sleep) so
// tests can use small numbers without waiting.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from './app-error.ts';
import type { RetryInfo } from './app-error.ts';

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

  /** Attempts counted for `key` in its current window. */
  count(key: string): number {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > this.now() ? entry.count : 0;
  }

  /** What a refused `key` is told: this limit, what is left of it and when its window ends. */
  retryInfo(key: string): RetryInfo {
    const now = this.now();
    const entry = this.hits.get(key);
    const live = entry && entry.resetAt > now ? entry : undefined;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - (live?.count ?? 0)),
      resetSeconds: Math.max(1, Math.ceil(((live?.resetAt ?? now + this.windowMs) - now) / 1000)),
    };
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
   * Runs `work` as one attempt for `key`, or throws `refusal(retryInfo)` when none are left. The
   * attempt is counted before `work` starts, so requests sent in parallel each see those already
   * under way (counted after a slow `work`, they would all pass the check together). It is given
   * back when `work` throws, unless `keepCount` says that outcome counts too.
   */
  async attempt<T>(
    key: string,
    refusal: (retry: RetryInfo) => Error,
    work: () => Promise<T>,
    keepCount: (error: unknown) => boolean = () => false,
  ): Promise<T> {
    if (!this.allows(key)) throw refusal(this.retryInfo(key));
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

/**
 * How the login limits slow an attacker without locking out the owner. A
 * count per account alone let anyone lock any account by guessing wrong from anywhere, so:
 * - failures are counted per account *and* address: the address that guessed gets 429, while
 *   the owner, from any other address, can still sign in;
 * - each account's recent failures (from every address) add a delay before the password check,
 *   growing with them but capped, so spreading guesses over many addresses still slows them,
 *   and the owner at worst waits `maxDelayMs`, never a refusal;
 * - every attempt from one address across all accounts is still counted (a flood gets 429).
 */
export interface LoginLimits {
  /** Every login attempt from one address (a clinic NAT may hold several desks: kept generous). */
  perIp: RateLimiter;
  /** Failed attempts against one account from one address. */
  perAccountAtAddress: RateLimiter;
  /** Recent failed attempts against one account from any address: they set its delay. */
  accountFailures: RateLimiter;
  /** The wait before checking a password, given the account's recent failures. */
  delayFor: (recentFailures: number) => number;
  sleep: (ms: number) => Promise<void>;
}

export interface LoginLimitOptions {
  perIp?: number;
  perAccountAtAddress?: number;
  windowMs?: number;
  /** Failures an account takes in a window before its sign-ins are slowed. */
  freeFailures?: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** No delay for the first `free` failures, then `base` doubling per failure up to `max`. */
export function progressiveDelay(free: number, base: number, max: number) {
  return (recentFailures: number): number => {
    if (recentFailures < free) return 0;
    return Math.min(max, base * 2 ** Math.min(recentFailures - free, 30));
  };
}

export function createLoginLimits(options: LoginLimitOptions = {}): LoginLimits {
  const windowMs = options.windowMs ?? 15 * 60_000;
  const limiter = (limit: number) => new RateLimiter({ limit, windowMs, now: options.now });
  return {
    perIp: limiter(options.perIp ?? 100),
    perAccountAtAddress: limiter(options.perAccountAtAddress ?? 10),
    // Only counted, never refused on: the delay is its whole effect.
    accountFailures: limiter(Number.MAX_SAFE_INTEGER),
    delayFor: progressiveDelay(
      options.freeFailures ?? 5,
      options.baseDelayMs ?? 250,
      options.maxDelayMs ?? 4000,
    ),
    sleep: options.sleep ?? realSleep,
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
 * Wraps a credential check: refuses with 429 once the address, or this account from this
 * address, has no attempts left; waits the account's delay; and clears the failures after a
 * success. Both failure counts are taken before the delay and the slow password check, as a
 * failure until shown otherwise, so parallel guesses each see the ones still running: no more
 * than the limit get a 401, and each waits for the failures before it. An error other than 401
 * is not a failed sign-in and gives them back.
 */
export async function limitLogin<T>(
  limits: LoginLimits,
  ip: string,
  account: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const accountKey = account.trim().toLowerCase();
  // JSON keeps the two apart whatever characters they hold (IPv6 addresses have colons).
  const pairKey = JSON.stringify([accountKey, ip]);
  const tooMany = (retry: RetryInfo) => AppError.tooMany(TOO_MANY_ATTEMPTS, retry);
  const isFailure = (error: unknown) => error instanceof AppError && error.status === 401;
  if (!limits.perIp.allows(ip)) throw tooMany(limits.perIp.retryInfo(ip));
  return limits.perAccountAtAddress.attempt(
    pairKey,
    tooMany,
    async () => {
      // Every attempt let through counts against the address, whatever comes of it.
      limits.perIp.hit(ip);
      const delay = limits.delayFor(limits.accountFailures.count(accountKey));
      limits.accountFailures.hit(accountKey);
      try {
        if (delay > 0) await limits.sleep(delay);
        const result = await attempt();
        limits.perAccountAtAddress.reset(pairKey);
        limits.accountFailures.reset(accountKey);
        return result;
      } catch (error) {
        if (!isFailure(error)) limits.accountFailures.release(accountKey);
        throw error;
      }
    },
    isFailure,
  );
}
