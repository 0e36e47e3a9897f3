// One lint config for the whole workspace. The boundary rules keep each package to its own lane:
// shared/ imports nothing of api/ or pwa/, and neither app reaches into the other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The PWA's layers, lowest first. net/ (requests, reachability) imports no other part of
// pwa/src; offline/ (the Dexie core, also run by the service worker) and api/ (the screens'
// client) sit on net/; ui/ holds parts shared by screens; features/<area>/ are the screens, each
// area on its own; app/ (routes, shell) puts them together. An import may only run downwards, and
// a screen reaches the offline core only through offline/index.ts, its one door. The imports are
// relative, so each rule is written for a file's depth below pwa/src: from a file `depth`
// folders down, `../` repeated `depth` times is pwa/src itself. Files deeper than PWA_MAX_DEPTH
// folders would go unchecked (the deepest today is 4).
const PWA_MAX_DEPTH = 6;
const API_SERVER_CODE = {
  group: ['@mcs/api', '**/api/src/**'],
  // Only the API's types (AppType, for the typed client): no server code in the bundle.
  allowTypeImports: true,
};
// The public pages must stay small: zod and the @mcs/shared entry points that build schemas at
// load time (the root barrel re-exports them all) stay out; pricing, reference and routes carry no zod.
const NO_SCHEMAS_IN_PUBLIC_PAGES = [
  {
    regex: '^zod(/|$)',
    allowTypeImports: true,
    message: 'Public pages load on the home page: keep zod (schemas) out of them.',
  },
  {
    regex: '^@mcs/shared(?!/(pricing|reference|routes)$)',
    allowTypeImports: true,
    message:
      'Public pages import @mcs/shared/pricing, /reference or /routes: the other entry points build zod schemas.',
  },
];
// The folders of pages prerendered and loaded with the home page.
const PUBLIC_PAGE_FOLDERS = ['features/public', 'features/member/login'];
const up = (depth) => `^(\\.\\./){${depth}}`;
const pwaLayerRules = {
  net: (d) => [
    { regex: `${up(d)}`, message: 'net/ is the lowest layer: it imports nothing else of pwa/src.' },
  ],
  offline: (d) => [
    {
      regex: `${up(d)}(app|features|api|ui)/`,
      message:
        'The offline core (also run by the service worker) builds on net/ only: never on screens, their client (api/) or UI.',
    },
  ],
  api: (d) => [
    {
      regex: `${up(d)}(app|features|ui|offline)/`,
      message: "The screens' client sits on net/ only.",
    },
  ],
  ui: (d) => [
    {
      regex: `${up(d)}(app|features)/`,
      message: 'ui/ holds shared parts: it imports neither app/ nor features/.',
    },
  ],
  // The languages (catalogs, useT, formats, the switch) sit under ui/, which shows their words.
  i18n: (d) => [
    {
      regex: `${up(d)}(app|features|ui|api|offline)/`,
      message: 'i18n/ is read by the screens and ui/: it imports none of them.',
    },
  ],
  features: (d) => [
    ...offlineDoor(d),
    // app/lazy-part.ts is the one door back: a screen's deferred parts load as the areas do.
    {
      regex: `${up(d)}app/(?!lazy-part\\.ts$)`,
      message: 'A feature never imports app/ (app/ imports features), except app/lazy-part.ts.',
    },
    {
      regex: `${up(d)}features/`,
      message: 'No feature imports another: move the shared part to ui/ (or below it).',
    },
    // A file in features/<area>/ reaches a sibling area with one `../` fewer.
    ...(d >= 2
      ? [
          {
            regex: `${up(d - 1)}[^./]`,
            message: 'No feature imports another: move the shared part to ui/ (or below it).',
          },
        ]
      : []),
  ],
  app: (d) => offlineDoor(d),
};
function offlineDoor(depth) {
  return [
    {
      // offline/member.ts is the member's smaller door: no desk card check in the member's chunks.
      regex: `${up(depth)}offline/(?!(index|member)\\.ts$)`,
      message:
        'Screens reach the offline core only through offline/index.ts or, for the member, offline/member.ts.',
    },
  ];
}
const pwaRule = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [API_SERVER_CODE, ...patterns] }],
});
const depths = Array.from({ length: PWA_MAX_DEPTH }, (_, i) => i + 1);
const filesAt = (folder, depth) => [`pwa/src/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];
const pwaLayerBlocks = [
  ...Object.entries(pwaLayerRules).flatMap(([layer, rules]) =>
    depths.map((d) => ({ files: filesAt(layer, d), rules: pwaRule(rules(d)) })),
  ),
  // Public pages: a feature like the others, and no schemas (these blocks replace the ones above).
  // The member sign-in (/login) is one of them, though it sits in its area.
  ...PUBLIC_PAGE_FOLDERS.flatMap((folder) => {
    const below = folder.split('/').length - 1;
    return depths
      .filter((d) => d > below)
      .map((d) => ({
        files: filesAt(folder, d - below),
        rules: pwaRule([...pwaLayerRules.features(d), ...NO_SCHEMAS_IN_PUBLIC_PAGES]),
      }));
  }),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@mcs/api', '@mcs/pwa', '**/api/**', '**/pwa/**', 'node:*'] },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@mcs/pwa', '**/pwa/src/**'] }] },
  },
  {
    // A feature uses another only through that feature's services (STYLE: flow is one way), never
    // its repo, mapper or helpers: `../<other feature>/<file>` must be a `*.service.ts`. This block
    // replaces the one above for features, so it repeats its patterns.
    files: ['api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mcs/pwa', '**/pwa/src/**'] },
            {
              regex: '^\\.\\./[^./][^/]*/(?![^/]*\\.service\\.ts$)',
              message:
                "Use the other feature's exported service functions (its *.service.ts), not its repo or helpers.",
            },
            {
              regex: '/features/[^/]+/(?![^/]*\\.service\\.ts$)[^/]+$',
              message:
                "Use the other feature's exported service functions (its *.service.ts), not its repo or helpers.",
            },
          ],
        },
      ],
    },
  },
  {
    // The demo seed fills the database through the features' services, like any other caller.
    files: ['api/src/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mcs/pwa', '**/pwa/src/**'] },
            {
              regex: '/features/[^/]+/(?![^/]*\\.service\\.ts$)[^/]+$',
              message:
                "Use the feature's exported service functions (its *.service.ts), not its repo or helpers.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...pwaRule([]) },
  },
  ...pwaLayerBlocks,
  {
    // Tests may reach internals (an offline module's test kit, the route table, another package's
    // helpers) to set up what they check; journeys and benches drive the built app from outside.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
