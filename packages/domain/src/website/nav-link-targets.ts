import {
  buildFormPagePath,
  buildSeasonRostersPath,
  buildSeasonSchedulePath,
  teamSitePaths,
} from '../seed/default-navigation.ts';
import { buildSiteDetailPath, teamSiteExtraPaths } from './site-paths.ts';
import type { NavLinkTarget } from './website-design.ts';

/** The pages every team site has, as the link picker names them. */
const sitePageTargets: readonly Omit<NavLinkTarget, 'group'>[] = [
  { value: teamSitePaths.home, label: 'Home' },
  { value: teamSitePaths.roster, label: 'Roster' },
  { value: teamSitePaths.alumni, label: 'Alumni' },
  { value: teamSitePaths.staff, label: 'Coaches and staff' },
  { value: teamSiteExtraPaths.executiveBoard, label: 'Executive board' },
  { value: teamSitePaths.seasonRosters, label: 'All rosters (newest season)' },
  { value: teamSitePaths.schedule, label: 'Game schedule' },
  { value: teamSitePaths.eventsAndPractice, label: 'Events and practice' },
  { value: teamSitePaths.seasonSchedule, label: 'All seasons (newest season)' },
  { value: teamSitePaths.articles, label: 'Articles' },
  { value: teamSitePaths.galleries, label: 'Galleries' },
  { value: teamSitePaths.sponsors, label: 'Sponsors' },
  { value: teamSitePaths.about, label: 'About us' },
  { value: teamSiteExtraPaths.contact, label: 'Contact' },
  { value: teamSiteExtraPaths.policies, label: 'Policies' },
];

/**
 * The pages a team's nav links can point to: the site's own pages, each season's rosters and
 * schedule, the team's own pages and its public forms. (A link elsewhere is the editor's "Custom
 * link".)
 */
export function listNavLinkTargets(content: {
  seasons: readonly { id: string; name: string }[];
  customPages: readonly { urlId: string; title: string }[];
  forms: readonly { slug: string; title: string }[];
}): NavLinkTarget[] {
  return [
    ...sitePageTargets.map((target) => ({ ...target, group: 'pages' as const })),
    ...content.seasons.flatMap((season) => [
      {
        value: buildSeasonRostersPath(season.id),
        label: `Rosters ${season.name}`,
        group: 'seasons' as const,
      },
      {
        value: buildSeasonSchedulePath(season.id),
        label: `Schedule ${season.name}`,
        group: 'seasons' as const,
      },
    ]),
    ...content.customPages.map((page) => ({
      value: buildSiteDetailPath('customPage', page.urlId),
      label: page.title,
      group: 'custom' as const,
    })),
    ...content.forms.map((form) => ({
      value: buildFormPagePath(form.slug),
      label: form.title,
      group: 'forms' as const,
    })),
  ];
}
