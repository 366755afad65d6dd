import { teamSiteDetailPaths, teamSitePaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildPlayerPage, buildRosterPage } from '../../site/site-people.ts';

/** The roster, the alumni and each player's page. */
export const rosterSitePages: SitePages = {
  sitemapPosition: 20,
  list: {
    [teamSitePaths.roster]: (ctx) => buildRosterPage(ctx, false),
    [teamSitePaths.alumni]: (ctx) => buildRosterPage(ctx, true),
  },
  detail: {
    [teamSiteDetailPaths.player]: (ctx, id) => buildPlayerPage(ctx, id),
  },
};
