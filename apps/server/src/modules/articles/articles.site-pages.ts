import { teamSiteDetailPaths, teamSitePaths } from '@sideline/domain';
import { buildArticlePage, buildArticlesPage } from '../../site/site-news.ts';
import type { SitePages } from '../../site/site-pages.ts';

/** The news list and each article. */
export const articlesSitePages: SitePages = {
  sitemapPosition: 80,
  list: {
    [teamSitePaths.articles]: (ctx) => buildArticlesPage(ctx),
  },
  detail: {
    [teamSiteDetailPaths.article]: (ctx, id) => buildArticlePage(ctx, id),
  },
};
