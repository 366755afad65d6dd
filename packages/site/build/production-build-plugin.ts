import type { Plugin } from 'vite';

/**
 * Makes every `vite build` a production build, whatever NODE_ENV the shell has. Vite decides
 * production mode from NODE_ENV alone, so `NODE_ENV=development npm run build` would ship the
 * development builds of React and emotion: the "development" export condition, the jsxDEV
 * transform and `process.env.NODE_ENV` checks. A `define` would fix only the last of these.
 *
 * Vite reads NODE_ENV after the plugins' `config` hooks, and @vitejs/plugin-react reads it in its
 * own `config` hook, hence `enforce: 'pre'`. Proved by production-build.test.ts.
 */
export function productionBuildPlugin(): Plugin {
  return {
    name: 'sideline:production-build',
    apply: 'build',
    enforce: 'pre',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}
