import { teamSiteDetailPaths, teamSitePaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildEventPage, buildEventsPage } from '../../site/site-schedule.ts';

/** Events and practices, and each event's page. */
export const eventsSitePages: SitePages = {
  sitemapPosition: 60,
  list: {
    [teamSitePaths.eventsAndPractice]: (ctx) => buildEventsPage(ctx),
  },
  detail: {
    [teamSiteDetailPaths.event]: (ctx, id) => buildEventPage(ctx, id),
  },
};
