// Every screen of the PWA, once. The PWA's router (pwa/src/app/routes.tsx) must give each path
// here a screen (its table is typed by this one), the build prerenders the public pages with
// their title and description, and the server that hosts the build answers the app's own paths
// with the bare app shell and 200, and any other path that is not a file with the shell and 404
// (the app shows its Not-found page in it), so an unknown address is never indexed as a copy of
// the home page. Paths are exact: `/admin/typo` is a 404 like any other unknown path.

export interface PageMeta {
  title: string;
  description: string;
}

export type RouteArea = 'member' | 'partner' | 'admin';

export type RouteEntry =
  /** A public page, prerendered to HTML at build with its title and description. */
  | {
      kind: 'public';
      meta: PageMeta;
      /** The page whose content this one carries in full: search engines index that one. */
      canonical?: string;
    }
  /** A screen of a signed-in area, rendered in the browser only (never prerendered). */
  | { kind: 'app'; area: RouteArea; layout: 'public' | 'admin' | 'none' };

export const APP_ROUTES = {
  '/': {
    kind: 'public',
    meta: {
      title: 'MediCostSaver - Save Up to 25% on Healthcare | ₹365/Year Family Membership',
      description:
        'Healthcare discount membership for families in India: save up to 25% on doctor visits, medical tests and medicines, with free unlimited dental consultations, for ₹365 a year.',
    },
  },
  '/about': {
    kind: 'public',
    meta: {
      title: 'About Us - MediCostSaver',
      description:
        'MediCostSaver makes healthcare affordable for Indian families with a ₹365 yearly membership, 1000+ verified partners and 24/7 support.',
    },
  },
  '/how-it-works': {
    kind: 'public',
    meta: {
      title: 'How It Works - MediCostSaver',
      description:
        'Get your membership, add your family, find partner doctors, dentists, diagnostic centers and pharmacies, and save up to 25% on every visit.',
    },
  },
  '/membership-fee': {
    kind: 'public',
    meta: {
      title: 'Membership Fee - ₹365/Year | MediCostSaver',
      description:
        'One membership for ₹365 per member per year plus tax, with 10% off the total for families. See your family price and your potential savings.',
    },
  },
  '/faq': {
    kind: 'public',
    meta: {
      title: 'Frequently Asked Questions - MediCostSaver',
      description:
        'Answers about MediCostSaver membership, prices, family plans, free dental consultations, refunds, renewals and using your digital card.',
    },
  },
  '/contact': {
    kind: 'public',
    meta: {
      title: 'Contact Us - MediCostSaver',
      description:
        'Call, email or WhatsApp the MediCostSaver team, or send us a message. We reply within 24 hours; emergency support is available 24/7.',
    },
  },
  '/coming-soon': {
    kind: 'public',
    canonical: '/login',
    meta: {
      title: 'Coming Soon - Membership Registration | MediCostSaver',
      description:
        'MediCostSaver membership registration opens soon. Join the waitlist for 10% off medical services at partner facilities, with full launch in Q1 2026.',
    },
  },
  '/login': {
    kind: 'public',
    meta: {
      title: 'Member Login - MediCostSaver',
      description:
        'Sign in to your MediCostSaver membership to see your digital card, partners and visits.',
    },
  },
  '/dashboard': { kind: 'app', area: 'member', layout: 'none' },
  '/dashboard/password': { kind: 'app', area: 'member', layout: 'none' },
  // A password set from an e-mailed link, for members and partners alike (both sign-ins link here).
  '/forgot-password': { kind: 'app', area: 'member', layout: 'public' },
  '/reset-password': { kind: 'app', area: 'member', layout: 'public' },
  '/partner': { kind: 'app', area: 'partner', layout: 'none' },
  '/partner/register': { kind: 'app', area: 'partner', layout: 'public' },
  '/partner/login': { kind: 'app', area: 'partner', layout: 'public' },
  '/partner/dashboard': { kind: 'app', area: 'partner', layout: 'none' },
  '/partner/password': { kind: 'app', area: 'partner', layout: 'none' },
  '/admin': { kind: 'app', area: 'admin', layout: 'admin' },
  '/admin/login': { kind: 'app', area: 'admin', layout: 'admin' },
  '/admin/register': { kind: 'app', area: 'admin', layout: 'admin' },
} as const satisfies Record<string, RouteEntry>;

export type AppPath = keyof typeof APP_ROUTES;

type PathsOfKind<K extends RouteEntry['kind']> = {
  [P in AppPath]: (typeof APP_ROUTES)[P]['kind'] extends K ? P : never;
}[AppPath];

export type PublicPath = PathsOfKind<'public'>;
export type ClientOnlyPath = PathsOfKind<'app'>;

const ALL_PATHS = Object.keys(APP_ROUTES) as AppPath[];

function isPublicEntry(path: AppPath): path is PublicPath {
  return APP_ROUTES[path].kind === 'public';
}

/** The public pages, in the manifest's order: the prerender list and the sitemap's source. */
export const PRERENDERED_PATHS: readonly PublicPath[] = ALL_PATHS.filter(isPublicEntry);

/** The app's own screens, which the server answers with the bare app shell and 200. */
export const CLIENT_ONLY_ROUTES: readonly ClientOnlyPath[] = ALL_PATHS.filter(
  (path): path is ClientOnlyPath => !isPublicEntry(path),
);

/** The bare app shell the PWA build writes beside its prerendered pages (dist-relative). */
export const APP_SHELL_FILE = 'app-shell.html';

function clean(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const isAppPath = (path: string): path is AppPath => Object.hasOwn(APP_ROUTES, path);

/** True for a path the PWA renders client-side only; a trailing slash is ignored. */
export function isClientOnlyRoute(pathname: string): boolean {
  const path = clean(pathname);
  return isAppPath(path) && !isPublicEntry(path);
}

/** The title and description of a public page. */
export function pageMeta(path: PublicPath): PageMeta {
  return APP_ROUTES[path].meta;
}

/** The canonical path of a public page ("/about/" -> "/about"); none for any other screen. */
export function canonicalPath(pathname: string): PublicPath | undefined {
  const path = clean(pathname);
  if (!isAppPath(path) || !isPublicEntry(path)) return undefined;
  const entry: RouteEntry = APP_ROUTES[path];
  return entry.kind === 'public' &&
    entry.canonical &&
    isAppPath(entry.canonical) &&
    isPublicEntry(entry.canonical)
    ? entry.canonical
    : path;
}
