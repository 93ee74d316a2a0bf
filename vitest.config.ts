import { defineConfig } from 'vitest/config';

// Three projects: the API and domain on Node (against PGlite or PostgreSQL, see
// tests/server/support), UI components in happy-dom, and end-to-end flows in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'components',
          include: ['tests/site/**/*.test.{ts,tsx}', 'tests/admin/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
