import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const api = {
  name: 'api',
  root: './api',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
} as const;

// The same API files again on PostgreSQL, only when a server is named (.ci/run starts one).
// Each test app copies a migrated template database (api/src/test/test-database.ts).
const apiPostgres: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          ...api,
          name: 'api-postgres',
          env: { MCS_TEST_DIALECT: 'postgres' },
          globalSetup: ['./src/test/postgres-template.setup.ts'],
        },
      },
    ]
  : [];

// One runner for every package. `npm test` runs the projects in this order after a build;
// e2e drives the built app in Debian's Chromium and needs `npm run build` first.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: api },
      ...apiPostgres,
      './pwa/vitest.config.ts',
      {
        // The real offline client (pwa/src/offline on fake-indexeddb) against the real server
        // process, through a misbehaving proxy: neither package's project can hold both sides.
        test: {
          name: 'chaos',
          root: './chaos',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
