import { z } from 'zod';

/** The sports a team can play (spec part 1 §1). NONE exists only as a record default. */
export const sportsTypes = [
  'NONE',
  'WOMENSICEHOCKEY',
  'MENSICEHOCKEY',
  'WOMENSRUGBY',
  'MENSRUGBY',
  'WOMENSLACROSSE',
  'MENSLACROSSE',
] as const;
export type SportsType = (typeof sportsTypes)[number];
export const sportsTypeSchema = z.enum(sportsTypes);

/** The sports a team can sign up with (NONE excluded). */
export const selectableSportsTypes = sportsTypes.filter((s) => s !== 'NONE') as Exclude<SportsType, 'NONE'>[];
export type TeamSportsType = Exclude<SportsType, 'NONE'>;

export const websiteTypes = ['NONE', 'WEBSITEANDSTORE', 'STORE'] as const;
export type WebsiteType = (typeof websiteTypes)[number];
export const websiteTypeSchema = z.enum(websiteTypes);

/**
 * Age categories offered at sign-up (DESIGN.md "Decisions"): youth teams are refused because the
 * product keeps player data that child-privacy law does not allow for minors.
 */
export const ageTypes = ['YOUTH', 'COLLEGIATE', 'ADULT'] as const;
export type AgeType = (typeof ageTypes)[number];
export const ageTypeSchema = z.enum(ageTypes);
export const ageTypeLabels: Record<AgeType, string> = {
  YOUTH: 'Youth / High School (players under 18)',
  COLLEGIATE: 'Collegiate',
  ADULT: 'Adult amateur club',
};

/** What a new team signs up for (the sign-up form's choices and the new-team notification mail). */
export const websiteTypeLabels: Record<Exclude<WebsiteType, 'NONE'>, string> = {
  WEBSITEANDSTORE: 'Website and Store',
  STORE: 'Store only',
};

export const accountTypes = ['NONE', 'ORG', 'TEAM', 'PLAYER', 'COACH'] as const;
export type AccountType = (typeof accountTypes)[number];
export const roleTypes = [
  ...accountTypes,
  'OPPONENT',
  'LEAGUE',
  'PRE_DEVELOPED_LEAGUE',
  'PRE_DEVELOPED_CONFERENCE',
] as const;
export type RoleType = (typeof roleTypes)[number];
