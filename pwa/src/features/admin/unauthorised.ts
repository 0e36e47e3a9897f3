import { ApiError, clearAdminToken } from '../../api/admin-api.ts';
import type { Loaded } from './use-load.ts';

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
