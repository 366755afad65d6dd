import { teamSitePaths, teamStorePaths } from '@sideline/domain';
import { serverModules } from '../modules/registry.ts';
import type { BuiltPage, SiteContext } from './site-context.ts';
import { buildFormPage, buildNotFoundPage, formThanksSuffix } from './site-info.ts';
import type { SiteDetailPage, SiteListPage, SitePages } from './site-pages.ts';

/** One table of the areas' pages; a path two areas claim is a mistake caught at start. */
function mergePages<T>(tables: readonly Readonly<Record<string, T>>[]): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const table of tables) {
    for (const [path, page] of Object.entries(table)) {
      if (path in merged) throw new Error(`Two areas declare the site page ${path}`);
      merged[path] = page;
    }
  }
  return merged;
}

/** Every area's public pages (the modules' `sitePages`), in sitemap order. */
const allSitePages: readonly SitePages[] = serverModules
  .flatMap((module) => (module.sitePages ? [module.sitePages] : []))
  .sort((a, b) => a.sitemapPosition - b.sitemapPosition);

/**
 * The pages of a team site by path: a list page at its path, a detail page at {path}/{id}. The
 * same table answers the sitemap's question "which pages exist".
 */
const listPages = mergePages<SiteListPage>(allSitePages.map((pages) => pages.list));
const detailPages = mergePages<SiteDetailPage>(allSitePages.map((pages) => pages.detail));

/** A site path without trailing slash; '/' for the home page. */
export function normalizeSitePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The page at a site path, or the site's 404 page. */
export async function buildSitePageAt(ctx: SiteContext, sitePath: string): Promise<BuiltPage> {
  const path = normalizeSitePath(sitePath);
  const list = listPages[path];
  if (list) return (await list(ctx)) ?? buildNotFoundPage(ctx);
  const thanks = new RegExp(`^${teamSitePaths.forms}/([^/]+)${formThanksSuffix}$`).exec(path)?.[1];
  if (thanks) return (await buildFormPage(ctx, thanks, { sent: true })) ?? buildNotFoundPage(ctx);
  const [, listPath, rawId] = /^(\/[a-z]+)\/([^/]+)$/.exec(path) ?? [];
  const detail = listPath ? detailPages[listPath] : undefined;
  if (rawId && detail) {
    let id: string;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      return buildNotFoundPage(ctx);
    }
    return (await detail(ctx, id)) ?? buildNotFoundPage(ctx);
  }
  return buildNotFoundPage(ctx);
}

/** The list pages every site has (the sitemap adds each record's detail page, and the store's pages when it is on). */
export const listPagePaths = Object.keys(listPages).filter(
  (p) =>
    p !== teamSitePaths.seasonSchedule && p !== teamSitePaths.seasonRosters && p !== teamStorePaths.store,
);
