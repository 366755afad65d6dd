import { teamSiteDetailPaths } from '@sideline/domain';
import { buildCustomPage } from '../../site/site-news.ts';
import type { SitePages } from '../../site/site-pages.ts';

/** The team's own pages. */
export const customPagesSitePages: SitePages = {
  sitemapPosition: 120,
  list: {},
  detail: {
    [teamSiteDetailPaths.customPage]: (ctx, id) => buildCustomPage(ctx, id),
  },
};
