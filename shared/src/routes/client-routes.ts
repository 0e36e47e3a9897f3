// The screens of spec section 2's route table that the PWA renders only in the browser: the
// member, partner and admin areas, which are never prerendered. The server that hosts the built
// PWA answers them with the bare app shell and 200; any other path that is neither a file nor a
// prerendered public page gets the same shell with 404 (the app shows its Not-found page in it),
// so an unknown address is never indexed as a copy of the home page.

/** The bare app shell the PWA build writes beside its prerendered pages (dist-relative). */
export const APP_SHELL_FILE = 'app-shell.html';

/** `/x/*` stands for every path under /x/. */
export const CLIENT_ONLY_ROUTES = [
  '/dashboard',
  '/partner',
  '/partner/*',
  '/admin',
  '/admin/*',
] as const;

/** True for a path the PWA's route table renders client-side; a trailing slash is ignored. */
export function isClientOnlyRoute(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return CLIENT_ONLY_ROUTES.some((route) =>
    route.endsWith('/*') ? path.startsWith(route.slice(0, -1)) : path === route,
  );
}
