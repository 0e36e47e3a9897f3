import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'pwa',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // CI runs every project at once on two shared cores, where a screen test that takes 1 s alone
    // can pass vitest's 5 s default.
    testTimeout: 15_000,
  },
});
