import type { BuiltPage, SiteContext } from './site-context.ts';

/** A page at a path of its own; null answers the site's 404 page. */
export type SiteListPage = (ctx: SiteContext) => Promise<BuiltPage | null> | BuiltPage | null;
/** A page at {path}/{id}; null (no such record) answers the site's 404 page. */
export type SiteDetailPage = (ctx: SiteContext, id: string) => Promise<BuiltPage | null>;

/**
 * The public pages an area shows on a team site (`modules/<area>/<area>.site-pages.ts`), by site
 * path. List pages are in the sitemap, in the order the areas and their entries come.
 */
export interface SitePages {
  list: Readonly<Record<string, SiteListPage>>;
  detail: Readonly<Record<string, SiteDetailPage>>;
}
