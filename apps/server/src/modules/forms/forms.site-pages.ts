import { teamSitePaths } from '@sideline/domain';
import { buildFormPage } from '../../site/site-info.ts';
import type { SitePages } from '../../site/site-pages.ts';

/** Each published form's page (its thanks page is the router's: it follows a post). */
export const formsSitePages: SitePages = {
  sitemapPosition: 110,
  list: {},
  detail: {
    [teamSitePaths.forms]: (ctx, id) => buildFormPage(ctx, id),
  },
};
