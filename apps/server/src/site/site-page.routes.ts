import { teamSiteExtraPaths, teamSitePath } from '@sideline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionGuard } from '../modules/accounts/session-guard.ts';
import { siteHostRoutePrefix } from './site-address.ts';
import { type createSiteFastPath, isRedirectingHost, type SitePageViews } from './site-fast-path.ts';
import { crawlersKeptOutRobotsTxt } from './site-feeds.ts';
import { pageCacheKey, previewVariant, type SitePageCache } from './site-page-cache.ts';
import { applyPreviewStyles } from './site-preview-styles.ts';
import type { SiteRequestAddress } from './site-request-address.ts';
import { publicCacheControl } from './site-response.ts';
import type { SiteRouteParts } from './site-route-parts.ts';
import { normalizeSitePath } from './site-router.ts';
import type { SiteAddress } from './site-team-resolver.ts';
import type { SiteTeamRecord } from './site-teams.repository.ts';

export interface SitePageRoutesOptions extends SiteRouteParts {
  guard: SessionGuard;
  cache: SitePageCache;
  fastPath: ReturnType<typeof createSiteFastPath>;
  /** Told whether each routed page view found its page in the cache (metrics). */
  onPageCacheLookup?: (isHit: boolean) => void;
  pageViews: SitePageViews;
}

/**
 * The page GETs on every address form: a public page comes from the page cache or is rendered and
 * cached; the team's signed-in admin with `?team={id}` gets the unpublished preview, uncached.
 */
export function registerSitePageRoutes(app: FastifyInstance, options: SitePageRoutesOptions): void {
  const { resolver, cache, renderer, neutralPages, sendPage } = options;

  const handle = (address: SiteRequestAddress) => {
    return async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      const target = address(request);
      if (!target) return reply.callNotFound();
      return serveSite(request, reply, target, `/${request.params['*'] ?? ''}`);
    };
  };

  // Every fan's page view lands here: requests are not logged at info level (errors still are).
  const routeOptions = { schema: { hide: true }, logLevel: 'warn' } as const;
  const siteRouteUrls = new Set([
    '/sites/:slug',
    '/sites/:slug/*',
    `${siteHostRoutePrefix}/:host`,
    `${siteHostRoutePrefix}/:host/*`,
  ]);
  // A public page's headers teach the fast path what every site page carries (security headers).
  app.addHook('onResponse', async (request, reply) => {
    if (
      siteRouteUrls.has(request.routeOptions.url ?? '') &&
      reply.statusCode === 200 &&
      reply.getHeader('cache-control') === publicCacheControl
    ) {
      options.fastPath.learnHeaders(reply.raw.getHeaders());
    }
  });
  const bySlug = handle(options.addresses.bySlug);
  app.get('/sites/:slug', routeOptions, bySlug);
  app.get('/sites/:slug/*', routeOptions, bySlug);

  const byHost = handle(options.addresses.byHost);
  app.get(`${siteHostRoutePrefix}/:host`, routeOptions, byHost);
  app.get(`${siteHostRoutePrefix}/:host/*`, routeOptions, byHost);

  async function serveSite(
    request: FastifyRequest,
    reply: FastifyReply,
    address: SiteAddress,
    rawPath: string,
  ) {
    const sitePath = normalizeSitePath(rawPath);
    const record = await resolver.resolve(address);
    if (!record) return sendPage(request, reply, neutralPages.notFound);
    if (!record.isActive) return sendPage(request, reply, neutralPages.gone);
    if (record.isClosed) {
      // Crawlers are told to stay out (and drop the pages); people get the closed page.
      if (sitePath === teamSiteExtraPaths.robots) {
        return reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(crawlersKeptOutRobotsTxt);
      }
      return sendPage(request, reply, neutralPages.closed(record.team.name));
    }
    // The other of apex and www answers with a permanent redirect to the host the admin chose.
    if (isRedirectingHost(address, record)) {
      const query = request.originalUrl.includes('?')
        ? request.originalUrl.slice(request.originalUrl.indexOf('?'))
        : '';
      return reply.redirect(`https://${record.team.url.toLowerCase()}${rawPath}${query}`, 301);
    }
    const root = address.kind === 'slug' ? teamSitePath(record.team.slug) : '';
    // The admin's preview (unpublished content, the editor's unsaved styles) is sent to that admin
    // only (`private`), but kept and revalidated like a public page under a key of its own: the
    // live preview shown again is answered from memory, or 304, without rendering.
    const isAdmin = await isTeamAdmin(request, record);
    const isPreview = isAdmin && (request.query as Record<string, unknown>).team === record.team.id;
    const variant = isPreview
      ? previewVariant(applyPreviewStyles(record.team, request.query).website.styles)
      : undefined;
    const key = pageCacheKey(record.team, root, sitePath, variant);
    let response = cache.get(key);
    options.onPageCacheLookup?.(response !== undefined);
    if (!response) {
      response = await renderer.render(request, record, root, sitePath, isPreview);
      cache.set(key, response);
    }
    const sent = sendPage(request, reply, response, isPreview ? 'private' : 'public');
    // The team's own admins are not visitors (analytics, decision 029).
    if (!isAdmin && request.method === 'GET') {
      options.pageViews.count(request.raw, record.team.id, sitePath, reply.statusCode);
    }
    return sent;
  }

  /**
   * Whether the visitor is the team's signed-in admin: asked for a preview (`?team={id}`) and for
   * any request that carries a session cookie (the admin looking at the public site is not counted).
   */
  async function isTeamAdmin(request: FastifyRequest, record: SiteTeamRecord): Promise<boolean> {
    const teamId = (request.query as Record<string, unknown>).team;
    const isPreviewAsked = typeof teamId === 'string' && teamId === record.team.id;
    if (!isPreviewAsked && !options.pageViews.isForRoutedPath(request.raw)) return false;
    try {
      await options.guard.requireTeam(request);
    } catch {
      return false;
    }
    return request.sessionTeam?.teamId === record.team.id;
  }
}
