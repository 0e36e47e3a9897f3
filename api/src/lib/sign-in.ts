// The password check behind every sign-in (member, partner, admin). An unknown account and a
// wrong password get the same answer after the same work, and failures count against the account
// itself, however the caller named it: a member's email and phone share one count, so switching
// between them gives no extra attempts. A browser that signed in to the account before
// (known-device.ts) is counted on its own, not by its address.
import { AppError } from './app-error.ts';
import type { AppDeps } from './deps.ts';
import { burnPasswordCheck, refuseWhilePasswordChecksBusy, verifyPassword } from './password.ts';
import type { KnownDevice } from './known-device.ts';
import { limitLogin } from './rate-limit.ts';

/** Ids of different account tables never share a count. */
export type SignInKind = 'member' | 'partner' | 'admin';

/** Who is signing in: their address, and the account their browser signed in to before, if any. */
export interface SignInCaller {
  ip: string;
  device?: KnownDevice;
}

export interface PasswordSignIn<A> {
  kind: SignInKind;
  /** What the caller typed to name the account (email or phone); counted when nothing matches. */
  identifier: string;
  password: string;
  caller: SignInCaller;
  /** The one answer for an unknown account and for a wrong password. */
  badCredentials: string;
  find: () => Promise<A | undefined>;
  /** The stored hash the password is checked against. */
  passwordHashOf: (account: A) => string;
}

/**
 * The account the password opens; 401 otherwise, 429 once the address, or the account at that
 * address, is limited (or, from the account's known browser, that browser's own failures).
 */
export async function signInWithPassword<A extends { id: number }>(
  deps: Pick<AppDeps, 'db' | 'loginLimits'>,
  attempt: PasswordSignIn<A>,
): Promise<A> {
  // The cheapest answer first: with every password check place taken, nothing is looked up,
  // counted or hashed.
  refuseWhilePasswordChecksBusy();
  const account = await attempt.find();
  const key = account ? `${attempt.kind}#${account.id}` : `${attempt.kind}:${attempt.identifier}`;
  const { ip, device } = attempt.caller;
  // Only for the account the cookie names: another account at this address is counted as ever.
  const trustedDevice = account && device?.accountId === account.id ? device.deviceId : undefined;
  return limitLogin(deps.loginLimits, deps.db, { ip, trustedDevice }, key, async () => {
    if (!account) {
      await burnPasswordCheck(attempt.password);
      throw AppError.unauthorized(attempt.badCredentials);
    }
    if (!(await verifyPassword(attempt.password, attempt.passwordHashOf(account)))) {
      throw AppError.unauthorized(attempt.badCredentials);
    }
    return account;
  });
}
