import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { SessionGuard } from '../modules/accounts/session-guard.ts';
import type { FormStartTokens } from '../modules/form-submissions/form-start-token.ts';
import type { FormSubmissionsService } from '../modules/form-submissions/form-submissions.service.ts';
import { registerFormPreviewRoutes } from '../modules/forms/forms-preview.routes.ts';
import type { StoreService } from '../modules/store/store.service.ts';
import { teamSiteContentSecurityPolicy } from '../platform/security-headers.ts';
import type { SiteChanges } from '../platform/site-changes.ts';
import type { TeamScope } from '../platform/tenant-scope.ts';
import { createSiteHostRules } from './site-address.ts';
import { registerSiteAssets } from './site-assets.ts';
import { createNeutralPages } from './site-errors.ts';
import { createSiteFastPath, type SiteFastPathSlot, type SitePageViews } from './site-fast-path.ts';
import { registerSiteFormPostRoutes } from './site-form-posts.routes.ts';
import { createFormPreviewRenderer } from './site-form-preview.ts';
import { registerSitePageRoutes } from './site-page.routes.ts';
import { createSitePageCache } from './site-page-cache.ts';
import { createSitePageRenderer } from './site-page-renderer.ts';
import { createSitePageSender } from './site-replies.ts';
import { createSiteRequestAddresses } from './site-request-address.ts';
import { registerSiteStoreRoutes } from './site-store.routes.ts';
import { createSiteTeamResolver } from './site-team-resolver.ts';

export interface SiteRoutesOptions {
  db: DbOrTx;
  guard: SessionGuard;
  baseUrl: string;
  /** The payment provider's hosted checkout origin, where the sites' checkout forms lead. */
  checkoutOrigin: string;
  baseDomain: string;
  /** How long an instance trusts its last look at a team's content version (ms). */
  revalidateMs: number;
  /** Memory for rendered pages. */
  cacheBytes: number;
  /** The business clock (the module context's `now`). */
  now: () => Date;
  /** Where the HTTP server looks for cached pages before routing (see site-fast-path.ts). */
  fastPathSlot?: SiteFastPathSlot;
  /** Public form posts (POST {site}/forms/{slug}). */
  formPosts: FormSubmissionsService;
  formStartTokens: FormStartTokens;
  /** The public store: the cart, checkout and the buyer's order page render with the site's layout. */
  store: StoreService;
  /** Changes no admin request made (payment webhooks): the team is dropped from the cache at once. */
  siteChanges: SiteChanges;
  /** Told whether each page view was answered from the page cache (metrics: the hit ratio). */
  onPageCacheLookup?: (isHit: boolean) => void;
  /** When a team's website closed, or null: a closed site answers its closed page (decision 032). */
  findWebsiteClosure: (scope: TeamScope) => Promise<Date | null>;
  /** Counts the public pages answered (website analytics, docs/decisions/029). */
  pageViews: SitePageViews;
}

/** The URL rewrite for requests on a team's own host; pass to Fastify's `rewriteUrl` option. */
export function createSiteUrlRewriter(options: { baseUrl: string; baseDomain: string }) {
  return createSiteHostRules(options).rewriteUrl;
}

/** What the site layer adds to the authenticated team scope (the portal APIs that render with its renderer). */
export interface SiteTeamRoutes {
  registerTeamRoutes(teamApp: FastifyInstance): void;
}

/**
 * Public team sites (issue 6): GET /sites/{slug}/... on the platform host and any path on a team's
 * own host (rewritten to /_site/{host}/...). Pages are rendered with React on the server from
 * the components of packages/site and cached per content version; `?team={id}` shows the
 * team's signed-in admin unpublished content, uncached. The page GETs (site-page.routes.ts) and
 * the public form posts (site-form-posts.routes.ts) share one team resolver, page renderer and
 * cache. The forms area's preview renders with the same renderer: the caller registers it inside
 * the team scope with the returned `registerTeamRoutes`.
 */
export async function registerSiteRoutes(
  app: FastifyInstance,
  options: SiteRoutesOptions,
): Promise<SiteTeamRoutes> {
  const hostRules = createSiteHostRules(options);
  const assets = await registerSiteAssets(app);
  const { now } = options;
  const resolver = createSiteTeamResolver({
    db: options.db,
    hostRules,
    revalidateMs: options.revalidateMs,
    now,
    findWebsiteClosure: options.findWebsiteClosure,
  });
  const cache = createSitePageCache(options.cacheBytes, now);
  // A page the fast path finds is a hit; one it does not find is routed, and counted there.
  const fastPath = createSiteFastPath({
    hostRules,
    peekTeam: resolver.peek,
    cachedPage: (key) => {
      const cached = cache.get(key);
      if (cached) options.onPageCacheLookup?.(true);
      return cached;
    },
    pageViews: options.pageViews,
  });
  options.fastPathSlot?.install(fastPath);
  const neutralPages = createNeutralPages({ baseUrl: options.baseUrl, assets });
  const renderer = createSitePageRenderer({ ...options, assets, now });
  const addresses = createSiteRequestAddresses(hostRules);
  const sendPage = createSitePageSender(
    teamSiteContentSecurityPolicy(options.baseUrl.startsWith('https://'), options.checkoutOrigin),
  );

  options.siteChanges.onTeamChanged(resolver.forget);

  // A team's admin saving content sees it on the next page view of this instance at once; other
  // instances see it after at most `revalidateMs`.
  app.addHook('onResponse', async (request, reply) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      request.sessionTeam
    ) {
      resolver.forget(request.sessionTeam.teamId);
    }
  });

  registerSitePageRoutes(app, {
    guard: options.guard,
    addresses,
    resolver,
    cache,
    renderer,
    neutralPages,
    sendPage,
    fastPath,
    onPageCacheLookup: options.onPageCacheLookup,
    pageViews: options.pageViews,
  });
  await registerSiteFormPostRoutes(app, {
    formPosts: options.formPosts,
    addresses,
    resolver,
    renderer,
    neutralPages,
    sendPage,
  });
  await registerSiteStoreRoutes(app, {
    store: options.store,
    addresses,
    resolver,
    renderer,
    neutralPages,
    sendPage,
  });
  const renderFormPreview = createFormPreviewRenderer({ resolver, renderer });
  return {
    registerTeamRoutes: (teamApp) => registerFormPreviewRoutes(teamApp, { renderFormPreview }),
  };
}
