// The screens of the PWA's route table that it renders only in the browser: the
// member, partner and admin areas, which are never prerendered. The server that hosts the built
// PWA answers them with the bare app shell and 200; any other path that is neither a file nor a
// prerendered public page gets the same shell with 404 (the app shows its Not-found page in it),
// so an unknown address is never indexed as a copy of the home page. The list is exact, not a
// prefix: `/admin/typo` is a 404 like any other unknown path. A new screen adds its path here
// (pwa/src/app/routes.test.tsx checks every listed path renders a screen).

/** The bare app shell the PWA build writes beside its prerendered pages (dist-relative). */
export const APP_SHELL_FILE = 'app-shell.html';

export const CLIENT_ONLY_ROUTES = [
  '/dashboard',
  '/partner',
  '/partner/register',
  '/partner/login',
  '/partner/dashboard',
  '/admin',
  '/admin/login',
  '/admin/register',
] as const;

const ROUTES: ReadonlySet<string> = new Set(CLIENT_ONLY_ROUTES);

/** True for a path the PWA's route table renders client-side; a trailing slash is ignored. */
export function isClientOnlyRoute(pathname: string): boolean {
  return ROUTES.has(pathname.replace(/\/+$/, ''));
}
