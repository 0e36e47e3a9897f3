// Fixed-window counters kept in the database (rate-limit.repo.ts), so every instance behind a
// load balancer counts the same attempts: the login limits (per address, per account and address
// pair, and the recent failures on each account that set its delay), membership checks,
// registration and contact attempts. Each is taken or refused by one statement, so attempts
// arriving at two instances at once cannot pass together. Injectable (limits, clock and sleep) so
// tests can use small numbers without waiting. Every method takes the database (or the caller's
// transaction) first.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { DB } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import type { RetryInfo } from './app-error.ts';
import {
  addHit,
  deleteCounter,
  deleteEndedWindows,
  readWindow,
  removeHit,
  takeHit,
} from './rate-limit.repo.ts';

export interface RateLimiterOptions {
  /** Names this limit's counters in the database: every instance's limit of that name shares them. */
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** How often a limiter deletes its ended windows (they count as none meanwhile). */
const SWEEP_EVERY_MS = 60_000;
/** Longer subjects (a typed email in a key, a long address) are kept as their SHA-256. */
const SUBJECT_MAX = 200;

export class RateLimiter {
  readonly name: string;
  readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(options: RateLimiterOptions) {
    this.name = options.name;
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  /** Counts one attempt for `key` if its window has one left; false (nothing counted) if not. */
  async take(db: Kysely<DB>, key: string): Promise<boolean> {
    const now = this.now();
    await this.sweep(db, now);
    return (await takeHit(db, { ...this.hitAt(key, now), limit: this.limit })) !== undefined;
  }

  /** Counts one attempt for `key` whatever its count; answers the count with it. */
  async hit(db: Kysely<DB>, key: string): Promise<number> {
    const now = this.now();
    await this.sweep(db, now);
    return (await addHit(db, this.hitAt(key, now))).hits;
  }

  /** What a refused `key` is told: this limit, what is left of it and when its window ends. */
  async retryInfo(db: Kysely<DB>, key: string): Promise<RetryInfo> {
    const now = this.now();
    const live = await readWindow(db, this.counter(key, now));
    const resetAt = live ? Date.parse(live.windowEnds) : now + this.windowMs;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - (live?.hits ?? 0)),
      resetSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  /** Gives back one attempt counted in the current window, for an outcome that does not count. */
  async release(db: Kysely<DB>, key: string): Promise<void> {
    await removeHit(db, this.counter(key, this.now()));
  }

  async reset(db: Kysely<DB>, key: string): Promise<void> {
    await deleteCounter(db, { limitName: this.name, subject: subjectOf(key) });
  }

  /**
   * Runs `work` as one attempt for `key`, or throws `refusal(retryInfo)` when none are left. The
   * attempt is counted before `work` starts, so requests sent in parallel (to this instance or
   * another) each see those already under way (counted after a slow `work`, they would all pass
   * the check together). It is given back when `work` throws, unless `keepCount` says that
   * outcome counts too.
   */
  async attempt<T>(
    db: Kysely<DB>,
    key: string,
    refusal: (retry: RetryInfo) => Error,
    work: () => Promise<T>,
    keepCount: (error: unknown) => boolean = () => false,
  ): Promise<T> {
    if (!(await this.take(db, key))) throw refusal(await this.retryInfo(db, key));
    try {
      return await work();
    } catch (error) {
      if (!keepCount(error)) await this.release(db, key);
      throw error;
    }
  }

  private counter(key: string, now: number) {
    return { limitName: this.name, subject: subjectOf(key), now: new Date(now).toISOString() };
  }

  private hitAt(key: string, now: number) {
    return { ...this.counter(key, now), windowEnds: new Date(now + this.windowMs).toISOString() };
  }

  /**
   * Deletes this limit's ended windows now and then. Never inside a caller's transaction: on
   * PostgreSQL it would hold those rows, other subjects' included, until that transaction ends.
   */
  private async sweep(db: Kysely<DB>, now: number): Promise<void> {
    if (db.isTransaction || now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await deleteEndedWindows(db, this.name, new Date(now).toISOString());
  }
}

function subjectOf(key: string): string {
  return key.length <= SUBJECT_MAX
    ? key
    : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * How the login limits slow an attacker without locking out the owner. A
 * count per account alone let anyone lock any account by guessing wrong from anywhere, so:
 * - failures are counted per account *and* address: the address that guessed gets 429, while
 *   the owner, from any other address, can still sign in;
 * - each account's recent failures (from every address) add a delay before the password check,
 *   growing with them but capped, so spreading guesses over many addresses still slows them,
 *   and the owner at worst waits `maxDelayMs`, never a refusal;
 * - every attempt from one address across all accounts is still counted (a flood gets 429);
 * - the owner's own browser, known to the account by its signed cookie (known-device.ts), is
 *   counted by itself instead of by its address: someone failing at the same clinic address, or
 *   flooding it, does not lock the owner out there either.
 */
export interface LoginLimits {
  /** Every login attempt from one address (a clinic NAT may hold several desks: kept generous). */
  perIp: RateLimiter;
  /** Failed attempts against one account from one address (or from the account's known browser). */
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
  const limiter = (name: string, limit: number) =>
    new RateLimiter({ name: `sign-in:${name}`, limit, windowMs, now: options.now });
  return {
    perIp: limiter('address', options.perIp ?? 100),
    perAccountAtAddress: limiter('account-at-address', options.perAccountAtAddress ?? 10),
    // Only counted, never refused on: the delay is its whole effect.
    accountFailures: limiter('account-failures', Number.MAX_SAFE_INTEGER),
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

/** Where a sign-in comes from, as the limits count it. */
export interface LoginCaller {
  ip: string;
  /**
   * The browser's device id when its cookie names the account being signed in to: that browser
   * is counted on its own, and neither the address's count nor its failures at that address
   * refuse it.
   */
  trustedDevice?: string;
}

/**
 * Wraps a credential check: refuses with 429 once the address, or this account from this
 * address, has no attempts left; waits the account's delay; and clears the failures after a
 * success. Every count is taken before the delay and the slow password check, as a failure until
 * shown otherwise, so parallel guesses (at this instance or another) each see the ones still
 * running: no more than the limit get a 401, and each waits for the failures before it. An error
 * other than 401 is not a failed sign-in and gives them back. `db` is never a transaction here.
 * From the account's known browser, that browser takes the place of the address.
 */
export async function limitLogin<T>(
  limits: LoginLimits,
  db: Kysely<DB>,
  caller: LoginCaller,
  account: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const { ip, trustedDevice } = caller;
  const accountKey = account.trim().toLowerCase();
  // JSON keeps the parts apart whatever characters they hold (IPv6 addresses have colons); a
  // device's key has three parts, so it never meets an address's.
  const pairKey = JSON.stringify(
    trustedDevice ? [accountKey, 'device', trustedDevice] : [accountKey, ip],
  );
  const tooMany = (retry: RetryInfo) => AppError.tooMany(TOO_MANY_ATTEMPTS, retry);
  const isFailure = (error: unknown) => error instanceof AppError && error.status === 401;
  // Every attempt let through counts against the address, whatever comes of it; one the pair
  // refuses is given back, as it was never let through. A known browser's never counts there.
  const countsAtAddress = trustedDevice === undefined;
  if (countsAtAddress && !(await limits.perIp.take(db, ip)))
    throw tooMany(await limits.perIp.retryInfo(db, ip));
  let letThrough = false;
  try {
    return await limits.perAccountAtAddress.attempt(
      db,
      pairKey,
      tooMany,
      async () => {
        letThrough = true;
        const failures = await limits.accountFailures.hit(db, accountKey);
        try {
          const delay = limits.delayFor(failures - 1);
          if (delay > 0) await limits.sleep(delay);
          const result = await attempt();
          await limits.perAccountAtAddress.reset(db, pairKey);
          await limits.accountFailures.reset(db, accountKey);
          return result;
        } catch (error) {
          if (!isFailure(error)) await limits.accountFailures.release(db, accountKey);
          throw error;
        }
      },
      isFailure,
    );
  } catch (error) {
    if (countsAtAddress && !letThrough) await limits.perIp.release(db, ip);
    throw error;
  }
}
