import { joinSitePath, teamSiteExtraPaths, teamStorePaths } from '@sideline/domain';
import { renderSitePage, type SitePageModel, showsFooterSponsors } from '@sideline/site';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { FormStartTokens } from '../modules/form-submissions/form-start-token.ts';
import { buildTeamSiteOrigin } from './site-address.ts';
import type { SiteAssets } from './site-assets.ts';
import { createSiteContentRepository } from './site-content.repository.ts';
import type { BuiltPage, SiteContext } from './site-context.ts';
import { buildCalendar, buildRobotsTxt, buildSitemap } from './site-feeds.ts';
import { buildSponsorView } from './site-news.ts';
import { type CachedResponse, createCachedResponse, pageEtag, previewVariant } from './site-page-cache.ts';
import { applyPreviewStyles } from './site-preview-styles.ts';
import { buildSitePageAt } from './site-router.ts';
import { buildCartLink, withStoreNavLink } from './site-store.ts';
import { buildSiteTeamView } from './site-team-view.ts';
import type { SiteTeamRecord } from './site-teams.repository.ts';

export interface SitePageRendererOptions {
  db: DbOrTx;
  baseUrl: string;
  baseDomain: string;
  assets: SiteAssets;
  now: () => Date;
  formStartTokens: FormStartTokens;
}

/** Builds a team's page, feed or preview for one request into a response ready to cache. */
export interface SitePageRenderer {
  render(
    request: FastifyRequest,
    record: SiteTeamRecord,
    root: string,
    sitePath: string,
    isPreview: boolean,
    build?: (ctx: SiteContext) => Promise<BuiltPage> | BuiltPage,
  ): Promise<CachedResponse>;
}

type FileKind = 'sitemap' | 'robots' | 'calendar';
const files: Record<string, { kind: FileKind; contentType: string }> = {
  [teamSiteExtraPaths.sitemap]: { kind: 'sitemap', contentType: 'application/xml; charset=utf-8' },
  [teamSiteExtraPaths.robots]: { kind: 'robots', contentType: 'text/plain; charset=utf-8' },
  [teamSiteExtraPaths.calendar]: { kind: 'calendar', contentType: 'text/calendar; charset=utf-8' },
};

export function createSitePageRenderer(options: SitePageRendererOptions): SitePageRenderer {
  const { assets, now } = options;

  async function render(
    request: FastifyRequest,
    record: SiteTeamRecord,
    root: string,
    sitePath: string,
    isPreview: boolean,
    build: (ctx: SiteContext) => Promise<BuiltPage> | BuiltPage = (ctx) => buildSitePageAt(ctx, sitePath),
  ): Promise<CachedResponse> {
    // The editor's unsaved styles apply in the admin's preview only (never shared, see servePreview).
    const team = isPreview ? applyPreviewStyles(record.team, request.query) : record.team;
    const repo = createSiteContentRepository(options.db, record.scope, {
      includeUnpublished: isPreview,
    });
    const canonicalOrigin = buildTeamSiteOrigin(team, options);
    const view = buildSiteTeamView({ team, root, platformUrl: options.baseUrl, footerSponsors: [] });
    const ctx: SiteContext = {
      team,
      view,
      repo,
      root,
      canonicalOrigin,
      requestOrigin: `${request.protocol}://${request.host}`,
      now: now(),
      formStartToken: options.formStartTokens.issue(now()),
      isPreview,
      href: (path) => joinSitePath(root, path),
      canonical: (path) => `${canonicalOrigin}${path === '/' ? '/' : path}`,
      absolute: (link) => (!link ? '' : /^https?:\/\//.test(link) ? link : `${canonicalOrigin}${link}`),
    };
    // Indexable only when published (a team publishes once its agreement and subscription allow,
    // spec part 1 §4) and never in an admin's preview.
    const isIndexable = team.published && !isPreview;
    const variant = isPreview ? previewVariant(team.website.styles) : undefined;
    const file = files[sitePath];
    if (file) {
      const body =
        file.kind === 'sitemap'
          ? await buildSitemap(ctx)
          : file.kind === 'robots'
            ? buildRobotsTxt(ctx, isIndexable)
            : await buildCalendar(ctx);
      const etag = pageEtag(assets.buildId, team, root, sitePath, { variant });
      return createCachedResponse(body, { status: 200, contentType: file.contentType, etag });
    }
    const built = await build(ctx);
    const etag = pageEtag(assets.buildId, team, root, sitePath, { validUntil: built.validUntil, variant });
    // The footer's sponsor strip, on every page but those that list the sponsors themselves.
    if (showsFooterSponsors(built.page.kind)) {
      view.footerSponsors = (await repo.listSponsors()).slice(0, 12).map(buildSponsorView);
    }
    // While the store is on: the header's cart link, and "Store" in the menu unless the admin put it there.
    view.cart = await buildCartLink(ctx);
    if (view.cart) view.nav = withStoreNavLink(view.nav, ctx.href(teamStorePaths.store));
    return createCachedResponse(renderSitePage(toModel(ctx, built, isIndexable), assets.css), {
      status: built.status,
      contentType: 'text/html; charset=utf-8',
      etag,
      validUntil: built.validUntil,
    });
  }

  function toModel(ctx: SiteContext, built: BuiltPage, isIndexable: boolean): SitePageModel {
    const design = built.designPage ? (ctx.team.website.styles.designs?.[built.designPage] ?? 1) : 1;
    const { canonicalPath, noIndex = false, ...seo } = built.seo;
    return {
      team: ctx.view,
      seo: {
        ogType: 'website',
        image: null,
        preloadImage: null,
        jsonLd: [],
        ...seo,
        canonical: ctx.canonical(canonicalPath),
        noIndex: noIndex || !isIndexable || built.status !== 200,
      },
      designPage: built.designPage,
      design,
      page: built.page,
      islandScript: assets.islandScript,
    };
  }

  return { render };
}
