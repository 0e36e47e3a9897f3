import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CARD_START_URL, COUNTER_START_URL } from './src/features/member/card/start-view.ts';

// The API server (api/, port 8787) serves the built app in production; in development Vite
// serves the app and forwards everything that belongs to the server.
const API_ORIGIN = 'http://localhost:8787';
const serverPaths = ['/api', '/uploads', '/.well-known'];

// Chunks that only work online go to assets/online/, which the service worker does not precache:
// - the admin console (its screens, its API module and chart.js): every screen reads the API;
// - partner registration (with its 380 KB list of common passwords and India Post's pincode
//   directory, ~70 KB): it uploads documents, so it cannot be sent offline, and each partner uses
//   it once.
// Precaching them would make every member's and partner's phone download half a megabyte it never
// uses offline (the precache budget is 1.5 MB). A visit online still keeps them in the browser's
// HTTP cache (hashed assets are immutable).
const ONLINE_ONLY_MODULE = new RegExp(
  [
    '/src/features/admin/',
    '/src/api/admin-api\\.ts$',
    '/node_modules/chart\\.js/',
    '/src/features/partner/register/',
    '/shared/src/reference/pincode-directory\\.json$',
    '/node_modules/@zxcvbn-ts/',
  ].join('|'),
);
// The desk's scanner (html5-qrcode, jsQR and the scanner screen, ~120 KB gzipped) goes to
// assets/desk/: members and visitors never scan, so it is not precached for them. The desk loads
// it on its first screen after sign-in (desk/scanner-preload.ts) and the service worker keeps what
// it loaded from assets/desk/ in a cache of its own (runtimeCaching below), so the scanner opens
// offline on a desk that has been used online once.
const DESK_SCANNER_MODULE =
  /\/node_modules\/(html5-qrcode|jsqr)\/|\/src\/features\/partner\/desk\/qr-scanner\.tsx$/;
const isDeskScannerChunk = (chunk: {
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}) =>
  DESK_SCANNER_MODULE.test(chunk.facadeModuleId ?? '') ||
  (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => DESK_SCANNER_MODULE.test(id)));
// A chunk is online-only when such a module is its entry (a screen, the charts) or when every
// module in it is (the admin API module shared by the admin screens).
const isOnlineOnlyChunk = (chunk: {
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}) =>
  ONLINE_ONLY_MODULE.test(chunk.facadeModuleId ?? '') ||
  (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => ONLINE_ONLY_MODULE.test(id)));

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // A clinic counter must never reload mid-visit: a new version waits for the user's Reload.
      registerType: 'prompt',
      // main.tsx registers the worker itself through virtual:pwa-register (the update prompt).
      injectRegister: false,
      manifest: {
        name: 'MediCostSaver',
        short_name: 'MediCost',
        description: 'Healthcare discount membership for families in India: ₹365 a year.',
        theme_color: '#0b6e4f',
        background_color: '#ffffff',
        display: 'standalone',
        // A stable identity: the installed app stays the same app if start_url ever changes.
        id: '/',
        // The installed app is a member's card: it opens on it, offline too (the worker answers
        // /dashboard with the app shell). A guest or a member with no card there lands on the
        // dashboard's Find Partners or My Subscription instead; visitors find the home page at /.
        start_url: CARD_START_URL,
        scope: '/',
        lang: 'en-IN',
        // A long press on the app's icon: the card full screen for the counter, in one tap.
        shortcuts: [
          {
            name: 'Show card',
            short_name: 'Show card',
            description: 'Your membership card, ready to scan at the counter',
            url: COUNTER_START_URL,
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // The richer install dialog shows these; bench/make-screenshots.ts takes them from the
        // built app (Chrome shows narrow ones on phones and wide ones on desktops).
        screenshots: [
          {
            src: '/screenshots/home-narrow.webp',
            sizes: '390x844',
            type: 'image/webp',
            form_factor: 'narrow',
            label: 'Home: save up to 25% on healthcare for your whole family',
          },
          {
            src: '/screenshots/card-narrow.webp',
            sizes: '390x844',
            type: 'image/webp',
            form_factor: 'narrow',
            label: 'Your digital membership card, ready to scan at the counter, even offline',
          },
          {
            src: '/screenshots/home-wide.webp',
            sizes: '1280x800',
            type: 'image/webp',
            form_factor: 'wide',
            label: 'MediCostSaver home page on a desktop',
          },
        ],
      },
      // The manifest and its icons are already matched by globPatterns below.
      includeManifestIcons: false,
      workbox: {
        // The app shell and every prerendered public page: this is what makes the public site
        // and the installed app open with no network once visited.
        globPatterns: ['**/*.{js,css,html,png,svg}'],
        // sw-sync.js is the worker's own code (below): the browser keeps imported scripts with the
        // worker, so precaching it too would only download its Dexie bundle twice on install.
        // Workbox adds sw.js and its runtime to this list itself.
        // Online-only chunks (assets/online/, see ONLINE_ONLY_MODULE) and the install dialog's
        // screenshots are never used offline. The Hindi and Bengali copies of the public pages
        // (hi/, bn/: ~360 KB of HTML, which would take the precache past 1.5 MB) are not precached
        // either: offline, the app shell renders them from the precached code and catalogs.
        globIgnores: [
          '**/node_modules/**/*',
          'sw-sync.js',
          'assets/online/**',
          'assets/desk/**',
          'screenshots/**',
          'hi/**',
          'bn/**',
        ],
        // Any navigation the precache does not hold (member, partner and admin screens, unknown
        // paths) gets the bare app shell (APP_SHELL_FILE of @mcs/shared, written by
        // scripts/prerender.ts), never the prerendered home page; main.tsx renders the screen.
        navigateFallback: 'app-shell.html',
        // Server-owned paths must reach the network: API answers (offline data comes from Dexie,
        // never an HTTP cache), uploaded documents (certificates are admin-only and must not sit
        // in a shared cache) and the card-signing JWKS (desk mode caches it in Dexie itself).
        navigateFallbackDenylist: [/^\/api/, /^\/uploads/, /^\/\.well-known/],
        // Prerendered pages are written as <route>/index.html; precache them under their clean
        // URL (/about) so a navigation finds the prerendered page instead of the shell.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) =>
              entry.url.endsWith('/index.html')
                ? { ...entry, url: entry.url.slice(0, -'/index.html'.length) }
                : entry,
            ),
            warnings: [],
          }),
        ],
        // Runtime caching for the desk's scanner chunks only (hashed, immutable files; see
        // DESK_SCANNER_MODULE). Never for the API: the GETs the app needs offline are read from
        // Dexie (see src/offline/), and caching authenticated answers in Cache Storage would leak
        // between users of a shared counter device.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/desk/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'desk-scanner',
              expiration: { maxEntries: 16, purgeOnQuotaError: true },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // Background Sync is handled by our own script (src/offline/sw-sync.ts, bundled by
        // scripts/build-sw-extras.ts): it wakes the open pages, or with every tab closed pushes
        // the Dexie outbox itself with the same push code. Only the server's per-item answer
        // clears an item, which Workbox's own background-sync queue would not respect.
        importScripts: ['sw-sync.js'],
      },
    }),
  ],
  resolve: {
    alias: [
      // Dexie's package gives bundlers its ES5 build (dexie.js, behind a wrapper that keeps one
      // copy per page); its ES2017+ build is about 1 kB (brotli) smaller on a member's first
      // screen, and every browser the app supports runs it. Exact match: both the app and
      // dexie-react-hooks import 'dexie', so they still share one copy.
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
    ],
  },
  build: {
    // dist/.vite/manifest.json: the chunk graph bench/web.bench.ts measures the budgets from.
    manifest: true,
    // Vite's polyfill makes browsers without <link rel="modulepreload"> (Safari before 17) fetch
    // the page's own modulepreload links early; without it, they fetch them when the entry imports
    // them (here only the small runtime chunk), and lazy chunks still preload there, as
    // rel="preload". A quarter of a kilobyte less on every home page visit is worth that.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => {
          if (isOnlineOnlyChunk(chunk)) return 'assets/online/[name]-[hash].js';
          if (isDeskScannerChunk(chunk)) return 'assets/desk/[name]-[hash].js';
          return 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // Everything the entry imports statically is one chunk, the entry's own: the home page
          // downloads all of it anyway, and one gzipped file is about 1.5 KB smaller than the same
          // code cut into five. The areas import what they share with it from there.
          // Left to itself, Rolldown folds such shared code into the entry one common chunk at a
          // time, dependencies first, and refuses a fold while a chunk importing that code is still
          // apart (the entry would import that chunk, which imports the entry). Shared parts used
          // by the entry and by narrowing sets of areas form such chains (sign-in-form ->
          // password-field -> field and the screens' client, used by 2, 3 and 7 areas), so React,
          // reachability, the token keys and the preload helper were cut out of the entry.
          // The directory's rules (reference/options.ts) and the partners' standard discount are
          // a kilobyte between them, used by the same screens but for the member's, which do not
          // build the partner schemas: one chunk, not two, since every chunk's name is listed in
          // the entry's preload map (the home page's script).
          // The areas' common layers come in two chunks rather than a dozen: the request layer
          // (with hono/client, reachability and the answers' light checks) and the server-state
          // layer (TanStack Query and the app's client). Cut by which screens share each module,
          // they were a dozen files of a few hundred bytes each, which a phone on a slow network
          // fetched six at a time over HTTP/1.1, a round trip per batch, before the member's
          // dashboard could render. Every area loads both layers anyway. The errors and the
          // screens' client stay chunks of their own first: the public sign-in page imports them,
          // and must not download the request layer before its first submit.
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'errors', test: /\/pwa\/src\/net\/errors\.ts$/ },
            { name: 'client', test: /\/pwa\/src\/(api\/client|net\/tokens)\.ts$/ },
            {
              name: 'request',
              test: /\/pwa\/src\/net\/(request|typed-api|message-for|reachability|use-reachability|answer-shape|member-shapes)\.ts$|\/node_modules\/hono\/dist\//,
            },
            {
              name: 'server-state',
              test: /\/node_modules\/@tanstack\/|\/pwa\/src\/(api\/query-client\.ts|app\/server-state\.tsx)$/,
            },
            {
              name: 'directory-rules',
              test: /\/shared\/src\/(reference\/options|registration\/standard-discount)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }]),
    ),
  },
});
