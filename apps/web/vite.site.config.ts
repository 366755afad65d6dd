import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { productionBuildPlugin } from './build/production-build-plugin.ts';

/**
 * The public team sites' only script (src/site/islands/site-islands.ts), a build of its own into
 * dist/site so it shares nothing with the portal's chunks. Preact stands in for React: the island
 * components are written against React and rendered on the server by react-dom, then hydrated in
 * the browser by preact/compat at a fraction of react-dom's size (docs/decisions/011-public-team-sites.md).
 * Run after the main build, which empties dist/.
 */
export default defineConfig({
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
    outDir: 'dist/site',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: 'src/site/islands/site-islands.ts',
      output: { entryFileNames: 'islands-[hash].js' },
    },
  },
});
