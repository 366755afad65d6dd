import { teamStorePaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildProductPage, buildStorePage } from '../../site/site-store.ts';

/** The store's catalog and each product; the cart and order pages are per visitor (site-store.routes.ts). */
export const storeSitePages: SitePages = {
  sitemapPosition: 95,
  list: {
    [teamStorePaths.store]: (ctx) => buildStorePage(ctx),
  },
  detail: {
    [teamStorePaths.store]: (ctx, urlId) => buildProductPage(ctx, urlId),
  },
};
