// The password check behind every sign-in (member, partner, admin). An unknown account and a
// wrong password get the same answer after the same work, and failures count against the account
// itself, however the caller named it: a member's email and phone share one count, so switching
// between them gives no extra attempts.
import { AppError } from './app-error.ts';
import type { AppDeps } from './deps.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import { limitLogin } from './rate-limit.ts';

export interface PasswordSignIn<A> {
  /** 'member', 'partner' or 'admin': ids of different account tables never share a count. */
  kind: string;
  /** What the caller typed to name the account (email or phone); counted when nothing matches. */
  identifier: string;
  password: string;
  ip: string;
  /** The one answer for an unknown account and for a wrong password. */
  badCredentials: string;
  find: () => Promise<A | undefined>;
}

/** The account the password opens; 401 otherwise, 429 once the address, or the account at that address, is limited. */
export async function signInWithPassword<A extends { id: number; password_hash: string }>(
  deps: Pick<AppDeps, 'db' | 'loginLimits'>,
  attempt: PasswordSignIn<A>,
): Promise<A> {
  const account = await attempt.find();
  const key = account ? `${attempt.kind}#${account.id}` : `${attempt.kind}:${attempt.identifier}`;
  return limitLogin(deps.loginLimits, deps.db, attempt.ip, key, async () => {
    if (!account) {
      await burnPasswordCheck(attempt.password);
      throw AppError.unauthorized(attempt.badCredentials);
    }
    if (!(await verifyPassword(attempt.password, account.password_hash))) {
      throw AppError.unauthorized(attempt.badCredentials);
    }
    return account;
  });
}
