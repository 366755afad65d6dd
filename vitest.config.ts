import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, six projects: pure domain rules, public-site components, server integration
// (app.inject on PGlite, or on PostgreSQL when DATABASE_URL is set), web components, Playwright
// flows in Chromium, and the repository's own tooling (import boundaries, dependency audit).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one, so on 2 cores a single worker and an idle
    // core: the runner itself mostly waits while a worker runs PGlite (WebAssembly) or renders.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          // Files share a worker's module cache: the app's modules (Fastify, better-auth, Drizzle,
          // sharp) load once per worker instead of once per file, a third of the server run's time.
          // Every file builds its own app on its own database and closes it, and no file mocks a module.
          isolate: false,
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
