import { teamSitePaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildSeasonRosterPage } from '../../site/site-people.ts';

/** A season's roster (the newest season without an id). */
export const seasonsSitePages: SitePages = {
  sitemapPosition: 40,
  list: {
    [teamSitePaths.seasonRosters]: (ctx) => buildSeasonRosterPage(ctx, null),
  },
  detail: {
    [teamSitePaths.seasonRosters]: (ctx, id) => buildSeasonRosterPage(ctx, id),
  },
};
