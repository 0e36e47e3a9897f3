// The admin's session, in one place for the console's screens. The sign-in and registration store
// the token (api/admin-api.ts, which sends it with every call and keys every load with it); here
// the screens ask whether it reads as an admin's, drop it once the server refuses it, and sign out.
import { ApiError, adminToken, clearAdminToken } from '../../api/admin-api.ts';
import { readTokenClaims } from '../../net/tokens.ts';
import type { Loaded } from './use-load.ts';

export { adminLogin, adminLogout, adminRegister } from '../../api/admin-api.ts';

/**
 * True when the stored token reads as an admin's (its `isAdmin` flag, read in the browser). Only
 * a hint for routing: the server checks the signature on every call.
 */
export function hasAdminFlag(token: string | null = adminToken()): boolean {
  if (!token) return false;
  // Read by hand, not with the shared claims schema: that would pull zod code into the
  // home page's chunk (zod is shared with it) for a check the server repeats anyway.
  const claims = readTokenClaims(token);
  return claims?.role === 'admin' && claims.isAdmin === true;
}

/**
 * True once the server has refused the stored admin token (expired, signed out, not an admin);
 * the token is dropped then, so the login page does not bounce the admin back here.
 */
export function isUnauthorised(state: Loaded<unknown>): boolean {
  const refused =
    state.error instanceof ApiError && (state.error.status === 401 || state.error.status === 403);
  if (refused) clearAdminToken();
  return refused;
}
