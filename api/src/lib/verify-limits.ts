// Membership checks per partner. A desk verifies a few hundred members on a
// busy day and never dozens a minute; a script guessing IDs needs millions. Both windows count
// every check, found or not, before the look-up (see RateLimiter.attempt), in the database, so
// every API instance behind a load balancer counts the same checks.
import { RateLimiter } from './rate-limit.ts';

export interface VerifyLimits {
  perMinute: RateLimiter;
  perDay: RateLimiter;
}

export const VERIFICATIONS_PER_MINUTE = 30;
export const VERIFICATIONS_PER_DAY = 600;

export function createVerifyLimits(
  options: { perMinute?: number; perDay?: number; now?: () => number } = {},
): VerifyLimits {
  return {
    perMinute: new RateLimiter({
      name: 'membership-checks:minute',
      limit: options.perMinute ?? VERIFICATIONS_PER_MINUTE,
      windowMs: 60_000,
      now: options.now,
    }),
    perDay: new RateLimiter({
      name: 'membership-checks:day',
      limit: options.perDay ?? VERIFICATIONS_PER_DAY,
      windowMs: 24 * 60 * 60_000,
      now: options.now,
    }),
  };
}
