import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { siteStylesheetUrl } from '@sideline/web/site';
import type { FastifyInstance } from 'fastify';

/**
 * What every public page carries besides its content: the stylesheet (inlined, minified here once
 * at start) and the islands script built by `vite build -c vite.site.config.ts` into dist/site
 * (served from /site-assets/ with immutable caching; absent until the web app is built, then the
 * pages simply work without it).
 */
export interface SiteAssets {
  css: string;
  islandScript: string | null;
  /** Changes whenever the stylesheet or the script does: part of every page's ETag. */
  buildId: string;
}

export const siteAssetsPrefix = '/site-assets/';

/** Comments and layout whitespace out; the rules stay as written. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

function readIslandEntry(siteDistDir: string): string | null {
  const manifestFile = path.join(siteDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry ? `${siteAssetsPrefix}${entry.file}` : null;
}

export async function registerSiteAssets(app: FastifyInstance, webDistDir: string): Promise<SiteAssets> {
  const css = minifyCss(readFileSync(siteStylesheetUrl, 'utf8'));
  const siteDistDir = path.join(webDistDir, 'site');
  const islandScript = readIslandEntry(siteDistDir);
  if (islandScript) {
    await app.register(fastifyStatic, {
      root: siteDistDir,
      prefix: siteAssetsPrefix,
      decorateReply: false,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      // Only the hashed bundle files, never the manifest.
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
    });
  }
  const buildId = createHash('sha256')
    .update(css)
    .update(islandScript ?? '')
    .digest('base64url')
    .slice(0, 10);
  return { css, islandScript, buildId };
}
