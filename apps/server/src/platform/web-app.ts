import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { resolvePublicPath, scannerServiceWorkerPath, signUpPathWithReferral } from '@sideline/domain';
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
 * Serves the built marketing site, portal and volunteers' door pages (one SPA) and answers the public redirects of spec
 * part 1 §2 with real HTTP redirects, so links and crawlers see them too. A marketing page the
 * build prerendered is sent as that HTML, which the SPA hydrates (docs/decisions/010).
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: path.join(options.distDir, 'assets'),
      prefix: '/assets/',
      // The build writes .br and .gz beside each asset (packages/site/build/precompress-plugin.ts):
      // served as they are, instead of compressing the same bytes on every request.
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
  }
  // Read once: a new build means a new deployment, which restarts the server.
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : missingBuildPage;
  const prerenderedPages = readPrerenderedPages(options.distDir);
  const scannerWorkerFile = path.join(options.distDir, scannerServiceWorkerPath);
  const scannerWorker = existsSync(scannerWorkerFile) ? readFileSync(scannerWorkerFile, 'utf8') : null;

  // The platform's own robots.txt (a team site answers its own on its host): public pages may be
  // indexed, the portal and the API are not pages for search engines.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send('User-agent: *\nDisallow: /portal/\nDisallow: /scan/\nDisallow: /api/\n'),
  );

  // Revalidated on every registration check, so a new deployment's worker is picked up at once.
  app.get(scannerServiceWorkerPath, { schema: { hide: true } }, async (_request, reply) => {
    if (!scannerWorker) return reply.callNotFound();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(scannerWorker);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    if (url.pathname.startsWith('/api/')) return reply.callNotFound();
    const resolution = resolvePublicPath(url.pathname);
    if (resolution.kind === 'redirect') return reply.redirect(withQuery(resolution.to, url), 302);
    if (resolution.kind === 'referral-candidate') {
      const known = await options.isKnownReferralId(resolution.referralId);
      return reply.redirect(known ? signUpPathWithReferral(resolution.referralId) : '/', 302);
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // Only without a query string: a query can change what a page shows first (a referral id on
    // sign-up), and the prerendered HTML is the page without one.
    const page = url.search ? undefined : prerenderedPages.get(url.pathname);
    if (!page) return reply.send(indexHtml);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}

interface PrerenderedPage {
  html: string;
  /** Compressed once by the build, at maximum quality (packages/site/build/precompress-plugin.ts). */
  br: Buffer;
  gzip: Buffer;
}

/**
 * The pages the build prerendered (apps/web/build/prerender-plugin.ts) by exact path:
 * dist/prerender/index.html is `/`, pricing.html `/pricing`, demo/hockey.html `/demo/hockey`.
 * None when the build has no prerender.
 */
function readPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const pageDir = path.join(distDir, 'prerender');
  if (!existsSync(pageDir)) return new Map();
  const files = readdirSync(pageDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  return new Map(
    files.map((file) => {
      const read = (suffix: string) => readFileSync(path.join(pageDir, `${file}${suffix}`));
      const pathname = `/${file
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '')}`.replace(/^\/index$/, '/');
      return [pathname, { html: read('').toString('utf8'), br: read('.br'), gzip: read('.gz') }];
    }),
  );
}

/** brotli or gzip, whichever Accept-Encoding allows (brotli first, as @fastify/compress does). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

/** Keeps the visitor's query string on alias redirects unless the target brings its own. */
function withQuery(to: string, from: URL): string {
  return to.includes('?') || !from.search ? to : `${to}${from.search}`;
}

const missingBuildPage = `<!doctype html><html lang="en"><head><title>Sideline</title></head><body>
<main><h1>Sideline</h1><p>The web app is not built yet. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p></main>
</body></html>`;
