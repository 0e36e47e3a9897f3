// One lint config for the whole workspace. The boundary rules keep each package to its own lane:
// shared/ imports nothing of api/ or pwa/, and neither app reaches into the other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only the API's types (AppType, for the typed client): no server code in the bundle.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mcs/api', '**/api/src/**'], allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
