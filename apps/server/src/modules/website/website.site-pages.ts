import { teamSiteExtraPaths, teamSitePaths } from '@sideline/domain';
import { buildAboutPage, buildContactPage, buildHomePage, buildPoliciesPage } from '../../site/site-info.ts';
import type { SitePages } from '../../site/site-pages.ts';

/** The pages the website editor's settings make: home, about, contact and policies. */
export const websiteSitePages: SitePages = {
  sitemapPosition: 10,
  list: {
    '/': (ctx) => buildHomePage(ctx),
    [teamSitePaths.about]: (ctx) => buildAboutPage(ctx),
    [teamSiteExtraPaths.contact]: (ctx) => buildContactPage(ctx),
    [teamSiteExtraPaths.policies]: (ctx) => buildPoliciesPage(ctx),
  },
  detail: {},
};
