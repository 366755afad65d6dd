import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { resolvePublicPath, signUpPathWithReferral } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';

export const defaultWebDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

export interface WebAppOptions {
  distDir: string;
  /** True when the id belongs to a team's referral link. */
  isKnownReferralId(id: string): Promise<boolean>;
}

/**
 * Serves the built marketing site and portal (one SPA) and answers the public redirects of spec
 * part 1 §2 with real HTTP redirects, so links and crawlers see them too.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: path.join(options.distDir, 'assets'),
      prefix: '/assets/',
      // The build writes .br and .gz beside each asset (apps/web/build/precompress-plugin.ts):
      // served as they are, instead of compressing the same bytes on every request.
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
  }
  // Read once: a new build means a new deployment, which restarts the server.
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : missingBuildPage;

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    if (url.pathname.startsWith('/api/')) return reply.callNotFound();
    const resolution = resolvePublicPath(url.pathname);
    if (resolution.kind === 'redirect') return reply.redirect(withQuery(resolution.to, url), 302);
    if (resolution.kind === 'referral-candidate') {
      const known = await options.isKnownReferralId(resolution.referralId);
      return reply.redirect(known ? signUpPathWithReferral(resolution.referralId) : '/', 302);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

/** Keeps the visitor's query string on alias redirects unless the target brings its own. */
function withQuery(to: string, from: URL): string {
  return to.includes('?') || !from.search ? to : `${to}${from.search}`;
}

const missingBuildPage = `<!doctype html><html lang="en"><head><title>Sideline</title></head><body>
<main><h1>Sideline</h1><p>The web app is not built yet. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p></main>
</body></html>`;
