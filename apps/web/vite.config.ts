import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../packages/site/build/precompress-plugin.ts';
import { productionBuildPlugin } from '../../packages/site/build/production-build-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';

const serverPort = Number(process.env.SERVER_PORT ?? 3001);

// In development Vite serves the SPA on PORT (3000) and proxies the API and server-rendered
// paths to the Fastify server; in production Fastify serves the built files itself.
export default defineConfig({
  plugins: [productionBuildPlugin(), react(), precompressPlugin(), prerenderPlugin()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(
      ['/api', '/dev/mail', '/files', '/sites', '/site-assets', '/sandbox'].map((p) => [
        p,
        `http://localhost:${serverPort}`,
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The domain package is pure (DESIGN.md): let a chunk keep only the exports it uses, and
        // drop unused zod schemas, so the first page does not carry every rule and schema.
        moduleSideEffects: (id: string) => (id.includes('/packages/domain/src/') ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        // The big libraries in chunks of their own: a prerendered page evaluates its chunks one
        // per task (src/hydrate-after-paint.ts), and one chunk holding React DOM, the router,
        // TanStack Query and the app together took one long task to evaluate.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
