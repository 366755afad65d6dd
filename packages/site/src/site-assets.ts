import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the islands build (`vite build`, see vite.config.ts) left for the server. */
export interface SiteAssets {
  /** The stylesheet every page inlines: minified by the build. */
  css: string;
  /** The islands script's file name in `publicDir`; null until the package is built. */
  islandScript: string | null;
  /** The built files browsers may fetch (the script and its .br/.gz copies). */
  publicDir: string;
}

interface ManifestChunk {
  file: string;
}

const packageDir = path.dirname(createRequire(import.meta.url).resolve('@sideline/site/package.json'));
const publicDir = path.join(packageDir, 'dist', 'public');
const manifestFile = path.join(publicDir, '.vite', 'manifest.json');

/**
 * The built assets, read once at server start. Before the first build (unit tests, a fresh
 * checkout) pages still render: with the stylesheet as written and no script.
 */
export function readSiteAssets(): SiteAssets {
  if (!existsSync(manifestFile)) {
    return {
      css: readFileSync(path.join(packageDir, 'src', 'site.css'), 'utf8'),
      islandScript: null,
      publicDir,
    };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const builtFile = (source: string) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`${manifestFile} names no build of ${source}`);
    return chunk.file;
  };
  return {
    css: readFileSync(path.join(publicDir, builtFile('src/site.css')), 'utf8'),
    islandScript: builtFile('src/islands/site-islands.ts'),
    publicDir,
  };
}
