import type { BuiltPage, SiteContext } from './site-context.ts';

/** A page at a path of its own; null answers the site's 404 page. */
export type SiteListPage = (ctx: SiteContext) => Promise<BuiltPage | null> | BuiltPage | null;
/** A page at {path}/{id}; null (no such record) answers the site's 404 page. */
export type SiteDetailPage = (ctx: SiteContext, id: string) => Promise<BuiltPage | null>;

/**
 * The public pages an area shows on a team site (`modules/<area>/<area>.site-pages.ts`, its
 * module's `sitePages`), by site path. List pages are in the sitemap, by the areas'
 * `sitemapPosition` and then in the order of their entries.
 */
export interface SitePages {
  /**
   * Where the area's list pages come in the sitemap, lower first: home and about, then people,
   * schedule, news and sponsors (steps of ten leave room for a new area between two).
   */
  sitemapPosition: number;
  list: Readonly<Record<string, SiteListPage>>;
  detail: Readonly<Record<string, SiteDetailPage>>;
}
