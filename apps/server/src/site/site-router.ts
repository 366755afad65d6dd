import { teamSiteDetailPaths, teamSiteExtraPaths, teamSitePaths } from '@sideline/domain';
import type { BuiltPage, SiteContext } from './site-context.ts';
import {
  buildAboutPage,
  buildContactPage,
  buildFormPage,
  buildHomePage,
  buildNotFoundPage,
  buildPoliciesPage,
  formThanksSuffix,
} from './site-info.ts';
import { buildLeadersPage } from './site-leaders.ts';
import {
  buildArticlePage,
  buildArticlesPage,
  buildCustomPage,
  buildGalleriesPage,
  buildGalleryPage,
  buildSponsorsPage,
} from './site-news.ts';
import {
  buildCoachPage,
  buildPlayerPage,
  buildRosterPage,
  buildSeasonRosterPage,
  buildStaffPage,
} from './site-people.ts';
import { buildEventPage, buildEventsPage, buildGamePage, buildSchedulePage } from './site-schedule.ts';

type Builder = (ctx: SiteContext, param: string | null) => Promise<BuiltPage | null> | BuiltPage | null;

/**
 * The pages of a team site by path: a list page at its path, a detail page at {path}/{id}. The
 * same table answers the sitemap's question "which pages exist".
 */
const listPages: Record<string, Builder> = {
  '/': (ctx) => buildHomePage(ctx),
  [teamSitePaths.about]: (ctx) => buildAboutPage(ctx),
  [teamSiteExtraPaths.contact]: (ctx) => buildContactPage(ctx),
  [teamSiteExtraPaths.policies]: (ctx) => buildPoliciesPage(ctx),
  [teamSitePaths.roster]: (ctx) => buildRosterPage(ctx, false),
  [teamSitePaths.alumni]: (ctx) => buildRosterPage(ctx, true),
  [teamSitePaths.staff]: (ctx) => buildStaffPage(ctx, 'coach'),
  [teamSiteExtraPaths.executiveBoard]: (ctx) => buildStaffPage(ctx, 'executive'),
  [teamSitePaths.seasonRosters]: (ctx) => buildSeasonRosterPage(ctx, null),
  [teamSitePaths.schedule]: (ctx) =>
    buildSchedulePage(ctx, { seasonId: null, canonicalPath: teamSitePaths.schedule }),
  [teamSitePaths.seasonSchedule]: (ctx) =>
    buildSchedulePage(ctx, { seasonId: null, canonicalPath: teamSitePaths.seasonSchedule }),
  [teamSitePaths.eventsAndPractice]: (ctx) => buildEventsPage(ctx),
  [teamSiteExtraPaths.leaders]: (ctx) => buildLeadersPage(ctx, null),
  [teamSitePaths.articles]: (ctx) => buildArticlesPage(ctx),
  [teamSitePaths.galleries]: (ctx) => buildGalleriesPage(ctx),
  [teamSitePaths.sponsors]: (ctx) => buildSponsorsPage(ctx),
};

const detailPages: Record<string, (ctx: SiteContext, id: string) => Promise<BuiltPage | null>> = {
  [teamSiteDetailPaths.player]: (ctx, id) => buildPlayerPage(ctx, id),
  [teamSiteDetailPaths.coach]: (ctx, id) => buildCoachPage(ctx, 'coach', id),
  [teamSiteDetailPaths.boardMember]: (ctx, id) => buildCoachPage(ctx, 'executive', id),
  [teamSitePaths.seasonRosters]: (ctx, id) => buildSeasonRosterPage(ctx, id),
  [teamSitePaths.seasonSchedule]: (ctx, id) =>
    buildSchedulePage(ctx, { seasonId: id, canonicalPath: `${teamSitePaths.seasonSchedule}/${id}` }),
  [teamSiteDetailPaths.game]: (ctx, id) => buildGamePage(ctx, id),
  [teamSiteExtraPaths.leaders]: (ctx, id) => buildLeadersPage(ctx, id),
  [teamSiteDetailPaths.event]: (ctx, id) => buildEventPage(ctx, id),
  [teamSiteDetailPaths.article]: (ctx, id) => buildArticlePage(ctx, id),
  [teamSiteDetailPaths.gallery]: (ctx, id) => buildGalleryPage(ctx, id),
  [teamSitePaths.forms]: (ctx, id) => buildFormPage(ctx, id),
  [teamSiteDetailPaths.customPage]: (ctx, id) => buildCustomPage(ctx, id),
};

/** A site path without trailing slash; '/' for the home page. */
export function normalizeSitePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The page at a site path, or the site's 404 page. */
export async function buildSitePageAt(ctx: SiteContext, sitePath: string): Promise<BuiltPage> {
  const path = normalizeSitePath(sitePath);
  const list = listPages[path];
  if (list) return (await list(ctx, null)) ?? buildNotFoundPage(ctx);
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

/** The list pages every site has (the sitemap adds each record's detail page). */
export const listPagePaths = Object.keys(listPages).filter(
  (p) => p !== teamSitePaths.seasonSchedule && p !== teamSitePaths.seasonRosters,
);
