import { TOKEN_KEYS } from '../../api/client.ts';
import { logoutSession } from '../../api/member-api.ts';
import type { OfflineDb } from '../../offline/index.ts';

/** After logout, back-navigation goes to /login for this long. */
export const BACK_GUARD_MS = 5000;

/**
 * For BACK_GUARD_MS after logout, going back (to the dashboard's history entry) lands on /login
 * again while no token is stored. Returns a function that ends the guard early.
 */
export function guardBackNavigation(
  toLogin: () => void,
  win: Pick<
    Window,
    'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
  > = window,
  storage: Pick<Storage, 'getItem'> = localStorage,
): () => void {
  const onPop = () => {
    if (storage.getItem(TOKEN_KEYS.member) === null) toLogin();
  };
  win.addEventListener('popstate', onPop);
  const stop = () => {
    win.clearTimeout(timer);
    win.removeEventListener('popstate', onPop);
  };
  const timer = win.setTimeout(stop, BACK_GUARD_MS);
  return stop;
}

/**
 * Signs the member out of this device: the token goes, the card
 * leaves the device (a family shares one phone), the server ends the session if it can.
 */
export async function logoutMember(db: OfflineDb, toLogin: () => void): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEYS.member);
  localStorage.removeItem(TOKEN_KEYS.member);
  await db.card.clear();
  if (token) void logoutSession(token);
  toLogin();
  guardBackNavigation(toLogin);
}
