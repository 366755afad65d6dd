import { teamSitePaths } from '../seed/default-navigation.ts';

/**
 * Addresses of the pages of a team's public site, relative to the site's root (the team's own
 * host, or /sites/{slug} on the platform host). The list pages are in `teamSitePaths`; these are
 * the detail pages and the machine-readable files. Detail pages use a record's urlId (games: id).
 */
export const teamSiteDetailPaths = {
  player: '/player',
  coach: '/coach',
  boardMember: '/executiveboard',
  game: '/game',
  event: '/event',
  article: '/article',
  gallery: '/gallery',
  /** A team's own page (custom pages). */
  customPage: '/pages',
} as const;

export const teamSiteExtraPaths = {
  executiveBoard: '/executiveboard',
  /** Season leaderboards: /leaders (the newest season) and /leaders/{seasonId}. */
  leaders: '/leaders',
  contact: '/contact',
  policies: '/policies',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  calendar: '/schedule.ics',
} as const;

type DetailKind = keyof typeof teamSiteDetailPaths;

export function buildSiteDetailPath(kind: DetailKind, id: string): string {
  return `${teamSiteDetailPaths[kind]}/${encodeURIComponent(id)}`;
}

/** Joins a site root ('' on the team's own host, /sites/{slug} otherwise) with a site path. */
export function joinSitePath(root: string, sitePath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(sitePath)) return sitePath;
  if (sitePath === '/' || sitePath === '') return root || '/';
  return `${root}${sitePath.startsWith('/') ? '' : '/'}${sitePath}`;
}

export { teamSitePaths };
