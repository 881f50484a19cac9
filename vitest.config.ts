import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'api/**/*.test.ts',
      'contract/**/*.test.ts',
      'seed/**/*.test.ts',
      'pwa/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      '*.test.ts',
    ],
    globalSetup: ['api/test/globalSetup.ts'],
    // English's messages at once, as the server has them (in the browser they come as a chunk).
    setupFiles: ['pwa/i18n/english.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two files at a time keeps the shared PostgreSQL server responsive.
    maxWorkers: 2,
    // Tests reach loopback only: a rendered page's iframes (the contact page's map) are not fetched.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
