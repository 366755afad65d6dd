import { preDevelopedFormKinds } from '../sports/form-slugs.ts';
import { getSportFamily } from '../sports/sport-identity.ts';
import { selectableSportsTypes, type TeamSportsType } from '../sports/sports-types.ts';
import { buildSeedFormDefinition, type SeedFormDefinition } from './default-forms.ts';

/**
 * Pre-developed data shared by every team (spec part 2 §3): one fixed league and conference per
 * sports type, the seasons teams pick from, and the pre-developed forms. Ids are stable, so the
 * server can upsert this on every start and new teams can link to it without a look-up.
 */

export interface PreDevelopedLeagueSpec {
  id: string;
  name: string;
  division: string;
  sportsType: TeamSportsType;
}

export interface PreDevelopedConferenceSpec {
  id: string;
  leagueId: string;
  name: string;
  sportsType: TeamSportsType;
}

export interface PreDevelopedSeasonSpec {
  id: string;
  name: string;
  sportsType: TeamSportsType;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export interface PreDevelopedFormSpec extends SeedFormDefinition {
  id: string;
  sportsType: TeamSportsType;
}

const leagueNames = {
  hockey: 'Intercollegiate Club Hockey League',
  rugby: 'Club Rugby Union League',
  lacrosse: 'Club Lacrosse League',
};
const divisions: Record<TeamSportsType, string> = {
  WOMENSICEHOCKEY: "Women's Division 1",
  MENSICEHOCKEY: "Men's Division 2",
  WOMENSRUGBY: "Women's Division 1",
  MENSRUGBY: "Men's Division 1",
  WOMENSLACROSSE: "Women's Division 1",
  MENSLACROSSE: "Men's Division 2",
};
const conferenceNames: Record<TeamSportsType, string> = {
  WOMENSICEHOCKEY: 'Atlantic Conference',
  MENSICEHOCKEY: 'Northeast Conference',
  WOMENSRUGBY: 'Eastern Conference',
  MENSRUGBY: 'Coastal Conference',
  WOMENSLACROSSE: 'Colonial Conference',
  MENSLACROSSE: 'Great Lakes Conference',
};

export function getPreDevelopedLeagueId(sportsType: TeamSportsType): string {
  return `pdl-${sportsType.toLowerCase()}`;
}

export function getPreDevelopedConferenceId(sportsType: TeamSportsType): string {
  return `pdc-${sportsType.toLowerCase()}`;
}

export function getPreDevelopedSeasonId(sportsType: TeamSportsType, startYear: number): string {
  return `pds-${sportsType.toLowerCase()}-${startYear}-${startYear + 1}`;
}

export function getPreDevelopedFormId(slug: string): string {
  return `pdf-${slug}`;
}

/**
 * Seasons run from August to July for every sport we host (hockey and rugby in autumn and
 * winter, lacrosse in spring of the same school year), so a date belongs to the season that
 * started in the most recent August.
 */
export function getSeasonStartYear(date: Date): number {
  const year = date.getUTCFullYear();
  return date.getUTCMonth() >= 7 ? year : year - 1;
}

export function buildSeasonName(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}

/** The school-year seasons shipped as pre-developed seasons. */
export const preDevelopedSeasonYears = { first: 2020, last: 2040 } as const;

export const preDevelopedLeagueSpecs: readonly PreDevelopedLeagueSpec[] = selectableSportsTypes.map((s) => ({
  id: getPreDevelopedLeagueId(s),
  name: leagueNames[getSportFamily(s)],
  division: divisions[s],
  sportsType: s,
}));

export const preDevelopedConferenceSpecs: readonly PreDevelopedConferenceSpec[] = selectableSportsTypes.map(
  (s) => ({
    id: getPreDevelopedConferenceId(s),
    leagueId: getPreDevelopedLeagueId(s),
    name: conferenceNames[s],
    sportsType: s,
  }),
);

export const preDevelopedSeasonSpecs: readonly PreDevelopedSeasonSpec[] = selectableSportsTypes.flatMap(
  (s) => {
    const seasons: PreDevelopedSeasonSpec[] = [];
    for (let year = preDevelopedSeasonYears.first; year <= preDevelopedSeasonYears.last; year++) {
      seasons.push({
        id: getPreDevelopedSeasonId(s, year),
        name: buildSeasonName(year),
        sportsType: s,
        startDate: `${year}-08-01`,
        endDate: `${year + 1}-07-31`,
      });
    }
    return seasons;
  },
);

export const preDevelopedFormSpecs: readonly PreDevelopedFormSpec[] = selectableSportsTypes.flatMap((s) =>
  preDevelopedFormKinds.map((kind) => {
    const definition = buildSeedFormDefinition(kind, s);
    return { ...definition, id: getPreDevelopedFormId(definition.slug), sportsType: s };
  }),
);

/** The pre-developed season a date falls in, or null outside the shipped years. */
export function findPreDevelopedSeasonId(sportsType: TeamSportsType, date: Date): string | null {
  const year = getSeasonStartYear(date);
  return year >= preDevelopedSeasonYears.first && year <= preDevelopedSeasonYears.last
    ? getPreDevelopedSeasonId(sportsType, year)
    : null;
}
