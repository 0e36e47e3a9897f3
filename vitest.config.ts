import { defineConfig } from 'vitest/config';

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
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
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
