// Password hashing with scrypt from node:crypto: a per-user random salt, parameters stored beside
// the hash so they can be raised later without breaking old hashes, constant-time comparison.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { AppError } from './app-error.ts';
import { BoundedQueue } from './bounded-queue.ts';
import { createPasswordHasher } from './password-hasher.ts';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

export const PASSWORD_CHECKS_BUSY =
  'Too many passwords are being checked right now. Please try again in a moment.';

/**
 * Every scrypt of the process, in one line: two hashes at a time, each on a hashing thread of its
 * own that yields to the server's thread (password-hasher.ts), never on libuv's thread pool,
 * which file reads and compression share. A few dozen more wait (about two seconds' worth), and
 * beyond that a sign-in is answered 503 with Retry-After at once, before any limit counts it.
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
export const PASSWORD_HASHES_WAITING = 64;
export const passwordHashing = new BoundedQueue({
  concurrency: PASSWORD_HASHES_AT_ONCE,
  maxWaiting: PASSWORD_HASHES_WAITING,
  refusal: passwordChecksBusy,
});
const hasher = createPasswordHasher(PASSWORD_HASHES_AT_ONCE);

function passwordChecksBusy(): AppError {
  return new AppError(503, 'busy', PASSWORD_CHECKS_BUSY);
}

/**
 * Refuses at once while the line is full: a sign-in then costs no database work either (its
 * limits are counted in the database, and would only be given back).
 */
export function refuseWhilePasswordChecksBusy(): void {
  if (passwordHashing.full) throw passwordChecksBusy();
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordHashing.run(() =>
    hasher.scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
      ...options,
      maxmem: 64 * 1024 * 1024,
    }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * False for a wrong password and for any stored value that is not a scrypt hash (disabled logins).
 * Such a value still costs one full check: an account that cannot sign in must not answer faster
 * than one that can, or than an unknown email.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText ?? '', 'base64url');
  if (parts.length !== 6 || parts[0] !== 'scrypt' || expected.length !== KEY_LENGTH) {
    await burnPasswordCheck(password);
    return false;
  }
  const actual = await derive(password, Buffer.from(saltText ?? '', 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A stored value no password matches: for accounts that must not sign in (seeded listings). */
export const DISABLED_PASSWORD = '!disabled';

/**
 * Spends the same time as a real check when the account does not exist, so response timing does
 * not reveal which emails are registered. Its hash is a real one, so verifyPassword never comes
 * back here.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  // A hash refused by a full line is made again next time, not kept as a failure.
  dummyHash ??= hashPassword('not-a-real-password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
}
