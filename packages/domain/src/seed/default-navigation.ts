import { buildFormSlug } from '../sports/form-slugs.ts';
import type { TeamSportsType } from '../sports/sports-types.ts';
import type { NavLink } from '../team/team-record.ts';

/**
 * Paths of a team's public site that navigation links point to (spec part 1 §2 and part 2 §2).
 * A nav link's `value` is one of these; `/custom` means the link's own `link` (see rules/nav-links).
 */
export const teamSitePaths = {
  home: '/',
  roster: '/roster',
  staff: '/staff',
  seasonRosters: '/season',
  schedule: '/schedule',
  eventsAndPractice: '/eventsandpractice',
  seasonSchedule: '/seasonschedule',
  articles: '/articles',
  galleries: '/galleries',
  alumni: '/alumni',
  sponsors: '/sponsors',
  about: '/about',
  forms: '/forms',
} as const;

/** /season/{seasonId} (all rosters of a season); without an id the site shows the newest season. */
export function buildSeasonRostersPath(seasonId?: string | null): string {
  return seasonId ? `${teamSitePaths.seasonRosters}/${seasonId}` : teamSitePaths.seasonRosters;
}

/** /seasonschedule/{seasonId}; without an id the site shows the newest season. */
export function buildSeasonSchedulePath(seasonId?: string | null): string {
  return seasonId ? `${teamSitePaths.seasonSchedule}/${seasonId}` : teamSitePaths.seasonSchedule;
}

/** The public page of a form: /forms/{slug}. */
export function buildFormPagePath(slug: string): string {
  return `${teamSitePaths.forms}/${slug}`;
}

const link = (title: string, value: string, options: NavLink[] = [], required = false): NavLink => ({
  title,
  value,
  link: '',
  openNewTab: false,
  required,
  options,
});

/**
 * The navigation a new team starts with (spec part 1 §2 "Default public site navigation"): eight
 * main links, the most the editor recommends. The season links name the seeded season when its id
 * is known.
 */
export function buildDefaultNavLinks(input: {
  sportsType: TeamSportsType;
  seasonId?: string | null;
}): NavLink[] {
  const { sportsType, seasonId } = input;
  return [
    link('Home', teamSitePaths.home, [], true),
    link('Team', teamSitePaths.roster, [
      link('Roster', teamSitePaths.roster),
      link('Staff', teamSitePaths.staff),
      link('All Rosters', buildSeasonRostersPath(seasonId)),
    ]),
    link('Schedule', teamSitePaths.schedule, [
      link('Game Schedule', teamSitePaths.schedule),
      link('Events and Practice', teamSitePaths.eventsAndPractice),
      link('All Seasons', buildSeasonSchedulePath(seasonId)),
    ]),
    link('News', teamSitePaths.articles, [
      link('Articles', teamSitePaths.articles),
      link('Galleries', teamSitePaths.galleries),
    ]),
    link('Recruits', buildFormPagePath(buildFormSlug('player-recruitment', sportsType))),
    link('Alumni', teamSitePaths.alumni, [
      link('Alumni', teamSitePaths.alumni),
      link('Alumni Form', buildFormPagePath(buildFormSlug('alumni', sportsType))),
    ]),
    link('Sponsors', teamSitePaths.sponsors),
    link('About', teamSitePaths.about, [
      link('About Us', teamSitePaths.about),
      link('Contact Us', buildFormPagePath(buildFormSlug('contact-us', sportsType))),
    ]),
  ];
}
