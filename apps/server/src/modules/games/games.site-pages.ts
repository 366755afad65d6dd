import { teamSiteDetailPaths, teamSitePaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildGamePage, buildSchedulePage } from '../../site/site-schedule.ts';

/** The schedule, a season's schedule (the newest season without an id) and each game's page. */
export const gamesSitePages: SitePages = {
  sitemapPosition: 50,
  list: {
    [teamSitePaths.schedule]: (ctx) =>
      buildSchedulePage(ctx, { seasonId: null, canonicalPath: teamSitePaths.schedule }),
    [teamSitePaths.seasonSchedule]: (ctx) =>
      buildSchedulePage(ctx, { seasonId: null, canonicalPath: teamSitePaths.seasonSchedule }),
  },
  detail: {
    [teamSitePaths.seasonSchedule]: (ctx, id) =>
      buildSchedulePage(ctx, { seasonId: id, canonicalPath: `${teamSitePaths.seasonSchedule}/${id}` }),
    [teamSiteDetailPaths.game]: (ctx, id) => buildGamePage(ctx, id),
  },
};
