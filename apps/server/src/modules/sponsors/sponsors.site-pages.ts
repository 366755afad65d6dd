import { teamSitePaths } from '@sideline/domain';
import { buildSponsorsPage } from '../../site/site-news.ts';
import type { SitePages } from '../../site/site-pages.ts';

/** The sponsors page (every other page shows them in its footer). */
export const sponsorsSitePages: SitePages = {
  sitemapPosition: 100,
  list: {
    [teamSitePaths.sponsors]: (ctx) => buildSponsorsPage(ctx),
  },
  detail: {},
};
