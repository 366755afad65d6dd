import { defineConfig } from 'vitest/config';

// One runner, six projects: pure domain rules, public-site components, server integration
// (app.inject on PGlite, or on PostgreSQL when DATABASE_URL is set), web components, Playwright
// flows in Chromium, and the repository's own tooling (import boundaries, dependency audit).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      {
        test: {
          name: 'site',
          root: 'packages/site',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/test/global-setup.ts'],
          // PostgreSQL runs share one database, so files run one after another there.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          // Whole portal pages (MUI) render in a few seconds on a busy 2-core machine; 5 s was too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['global-setup.ts'],
        },
      },
    ],
  },
});
