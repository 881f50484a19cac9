import { defineConfig } from 'vitest/config';

/** The web app's tests that run against the real API (the server's PostgreSQL and S3). */
const webAgainstServer = ['pwa/data/device/sync.oracle.test.ts', 'pwa/prerender.test.tsx'];

export default defineConfig({
  test: {
    // English's messages at once, as the server has them (in the browser they come as a chunk).
    setupFiles: ['pwa/i18n/english.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two files at a time keeps the shared PostgreSQL server responsive.
    maxWorkers: 2,
    // Tests reach loopback only: a rendered page's iframes (the contact page's map) are not fetched.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'api/**/*.test.ts',
            'contract/**/*.test.ts',
            'seed/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            '*.test.ts',
            ...webAgainstServer,
          ],
          globalSetup: ['api/test/globalSetup.ts'],
          // Each file builds its own app on its own database and bucket, and mocks no module, so
          // files share a worker's loaded modules: a new process per file spent more time
          // importing the server than the file spent testing it (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['pwa/**/*.test.{ts,tsx}'],
          exclude: webAgainstServer,
          // Each file its own process: these mock modules (toasts, the data doors) for the file alone.
          isolate: true,
        },
      },
    ],
  },
});
