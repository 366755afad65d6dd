import { teamStorePaths } from '@sideline/domain';
import type { SitePages } from '../../site/site-pages.ts';
import { buildProductPage, buildStorePage, buildTicketPage } from '../../site/site-store.ts';

/** The store's catalog, each product and each ticket; the cart and order pages are per visitor (site-store.routes.ts). */
export const storeSitePages: SitePages = {
  sitemapPosition: 95,
  list: {
    [teamStorePaths.store]: (ctx) => buildStorePage(ctx),
  },
  detail: {
    [teamStorePaths.store]: (ctx, urlId) => buildProductPage(ctx, urlId),
    // Tickets are sold through the store's cart and checkout; their page is the store's too.
    [teamStorePaths.tickets]: (ctx, id) => buildTicketPage(ctx, id),
  },
};
