import { teamSiteDetailPaths, teamSitePaths } from '@sideline/domain';
import { buildGalleriesPage, buildGalleryPage } from '../../site/site-news.ts';
import type { SitePages } from '../../site/site-pages.ts';

/** The galleries and each gallery. */
export const galleriesSitePages: SitePages = {
  sitemapPosition: 90,
  list: {
    [teamSitePaths.galleries]: (ctx) => buildGalleriesPage(ctx),
  },
  detail: {
    [teamSiteDetailPaths.gallery]: (ctx, id) => buildGalleryPage(ctx, id),
  },
};
