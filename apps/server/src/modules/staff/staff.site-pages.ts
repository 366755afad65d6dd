import { teamSiteDetailPaths, teamSiteExtraPaths, teamSitePaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildCoachPage, buildStaffPage } from '../../site/site-people.ts';

/** The coaching staff and the executive board, and each member's page. */
export const staffSitePages: SitePages = {
  sitemapPosition: 30,
  list: {
    [teamSitePaths.staff]: (ctx) => buildStaffPage(ctx, 'coach'),
    [teamSiteExtraPaths.executiveBoard]: (ctx) => buildStaffPage(ctx, 'executive'),
  },
  detail: {
    [teamSiteDetailPaths.coach]: (ctx, id) => buildCoachPage(ctx, 'coach', id),
    [teamSiteDetailPaths.boardMember]: (ctx, id) => buildCoachPage(ctx, 'executive', id),
  },
};
