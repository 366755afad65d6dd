import { teamSiteExtraPaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildLeadersPage } from './leaders-site-page.ts';

/** The season's statistical leaders, from the game sheets (the newest season without an id). */
export const gameSheetSitePages: SitePages = {
  sitemapPosition: 70,
  list: {
    [teamSiteExtraPaths.leaders]: (ctx) => buildLeadersPage(ctx, null),
  },
  detail: {
    [teamSiteExtraPaths.leaders]: (ctx, id) => buildLeadersPage(ctx, id),
  },
};
