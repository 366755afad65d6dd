import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { productionBuildPlugin } from './build/production-build-plugin.ts';

/**
 * The public team sites' two builds (docs/decisions/011-public-team-sites.md):
 *
 * - `vite build`: what browsers load, into dist/public (served by the server at /site-assets/):
 *   the islands script (src/islands/site-islands.ts) and the minified stylesheet the server
 *   inlines, both named in dist/public/.vite/manifest.json (read by src/site-assets.ts). Preact
 *   stands in for React: the island components are written against React and rendered on the
 *   server by react-dom, then hydrated in the browser by preact/compat at a fraction of
 *   react-dom's size.
 * - `vite build --ssr`: the renderer the server imports, into dist/server, with this package's
 *   JSX settings; every dependency stays an import.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [productionBuildPlugin()],
        build: {
          outDir: 'dist/server',
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: {
            input: 'src/index.ts',
            // Every package stays an import, the workspace's domain package too (Vite would bundle
            // a linked package in): the server shares one copy of it.
            external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
          },
        },
      }
    : {
        plugins: [productionBuildPlugin(), precompressPlugin()],
        resolve: {
          alias: [
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
        build: {
          outDir: 'dist/public',
          emptyOutDir: true,
          // The stylesheet is minified, not rewritten for older browsers (no polyfill variables).
          cssTarget: 'esnext',
          manifest: true,
          sourcemap: false,
          modulePreload: false,
          rolldownOptions: {
            input: { islands: 'src/islands/site-islands.ts', site: 'src/site.css' },
            output: { entryFileNames: '[name]-[hash].js', assetFileNames: '[name]-[hash][extname]' },
          },
        },
      },
);
