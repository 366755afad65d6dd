import { createHash } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import { readSiteAssets } from '@sideline/site';
import type { FastifyInstance } from 'fastify';

/**
 * What every public page carries besides its content: the stylesheet (inlined) and the islands
 * script, both built by packages/site (`npm run build`); the script is served from /site-assets/
 * with immutable caching (absent until the package is built, then the pages simply work without it).
 */
export interface SiteAssets {
  css: string;
  islandScript: string | null;
  /** Changes whenever the stylesheet or the script does: part of every page's ETag. */
  buildId: string;
}

export const siteAssetsPrefix = '/site-assets/';

export async function registerSiteAssets(app: FastifyInstance): Promise<SiteAssets> {
  const built = readSiteAssets();
  const islandScript = built.islandScript ? `${siteAssetsPrefix}${built.islandScript}` : null;
  if (islandScript) {
    await app.register(fastifyStatic, {
      root: built.publicDir,
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
    .update(built.css)
    .update(islandScript ?? '')
    .digest('base64url')
    .slice(0, 10);
  return { css: built.css, islandScript, buildId };
}
