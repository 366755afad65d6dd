import { z } from 'zod';
import { type SportsType, selectableSportsTypes, type TeamSportsType } from './sports-types.ts';

/**
 * Who a team is, derived from its sports type: the sport family (which decides positions,
 * periods and stat sheets) and the gender (which decides wording such as the pronoun).
 * NONE is only a record default, so these helpers take a TeamSportsType: narrow with
 * isTeamSportsType / requireTeamSportsType first.
 */

export const sportFamilies = ['hockey', 'rugby', 'lacrosse'] as const;
export type SportFamily = (typeof sportFamilies)[number];
export const sportFamilySchema = z.enum(sportFamilies);

export const sportGenders = ['mens', 'womens'] as const;
export type SportGender = (typeof sportGenders)[number];
export const sportGenderSchema = z.enum(sportGenders);

export type SportPronoun = 'She' | 'He';

const identities: Record<TeamSportsType, { family: SportFamily; gender: SportGender }> = {
  WOMENSICEHOCKEY: { family: 'hockey', gender: 'womens' },
  MENSICEHOCKEY: { family: 'hockey', gender: 'mens' },
  WOMENSRUGBY: { family: 'rugby', gender: 'womens' },
  MENSRUGBY: { family: 'rugby', gender: 'mens' },
  WOMENSLACROSSE: { family: 'lacrosse', gender: 'womens' },
  MENSLACROSSE: { family: 'lacrosse', gender: 'mens' },
};

/** The short sport name used in headings and sentences ("Ice Hockey", "Rugby", "Lacrosse"). */
export const sportFamilyNames: Record<SportFamily, string> = {
  hockey: 'Ice Hockey',
  rugby: 'Rugby',
  lacrosse: 'Lacrosse',
};

const genderWords: Record<SportGender, string> = { mens: "Men's", womens: "Women's" };

export function isTeamSportsType(sportsType: SportsType | string): sportsType is TeamSportsType {
  return (selectableSportsTypes as readonly string[]).includes(sportsType);
}

/** For code paths where NONE would be a bug (a team always has a sport after sign-up). */
export function requireTeamSportsType(sportsType: SportsType): TeamSportsType {
  if (!isTeamSportsType(sportsType)) throw new Error(`A team sports type is required, got ${sportsType}`);
  return sportsType;
}

export function getSportFamily(sportsType: TeamSportsType): SportFamily {
  return identities[sportsType].family;
}

export function getSportGender(sportsType: TeamSportsType): SportGender {
  return identities[sportsType].gender;
}

export function isWomensSport(sportsType: TeamSportsType): boolean {
  return getSportGender(sportsType) === 'womens';
}

/** "She" for women's sports, "He" for men's (spec part 1 §1). */
export function getSportPronoun(sportsType: TeamSportsType): SportPronoun {
  return isWomensSport(sportsType) ? 'She' : 'He';
}

/** "Ice Hockey", "Rugby" or "Lacrosse". */
export function getSportName(sportsType: TeamSportsType): string {
  return sportFamilyNames[getSportFamily(sportsType)];
}

/** "Women's Ice Hockey Team", "Men's Rugby Team", ... (spec part 1 §1). */
export function getSportsTypeDisplayName(sportsType: TeamSportsType): string {
  return `${genderWords[getSportGender(sportsType)]} ${getSportName(sportsType)} Team`;
}

/** The inverse of family + gender, e.g. for seeding a demo team of a sport. */
export function toSportsType(family: SportFamily, gender: SportGender): TeamSportsType {
  const match = selectableSportsTypes.find(
    (s) => identities[s].family === family && identities[s].gender === gender,
  );
  if (!match) throw new Error(`No sports type for ${gender} ${family}`);
  return match;
}

/**
 * Whether body checks (hits) are tallied: ice hockey and lacrosse, but not the women's games,
 * whose rules do not allow body checking (issue 19).
 */
export function recordsBodyChecks(sportsType: TeamSportsType): boolean {
  return getSportFamily(sportsType) !== 'rugby' && !isWomensSport(sportsType);
}
