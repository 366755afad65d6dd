import { getSportFamily } from './sport-identity.ts';
import type { TeamSportsType } from './sports-types.ts';

/**
 * The labelled detail rows of a player or coach profile (spec part 2 §3). A record stores them as a
 * list of { title, required, value }, so the titles below are also the keys used to read them back.
 */
export interface DetailFieldDefinition {
  title: string;
  required: boolean;
}

export const playerDetailTitles = {
  teamNumber: 'Team Number',
  weight: 'Weight',
  height: 'Height',
  hometown: 'Hometown',
  position: 'Position',
  year: 'Year',
  born: 'Born',
  nationality: 'Nationality',
  previousTeam: 'Previous Team',
  shoots: 'Shoots',
} as const;

export const coachDetailTitles = {
  title: 'Title',
  hometown: 'Hometown',
  born: 'Born',
  nationality: 'Nationality',
} as const;

const t = playerDetailTitles;

/** Ice hockey and lacrosse: a team number and a position are required; players shoot left or right. */
const stickSportPlayerDetails: readonly DetailFieldDefinition[] = [
  { title: t.teamNumber, required: true },
  { title: t.weight, required: false },
  { title: t.height, required: false },
  { title: t.hometown, required: false },
  { title: t.position, required: true },
  { title: t.year, required: false },
  { title: t.born, required: false },
  { title: t.nationality, required: false },
  { title: t.previousTeam, required: false },
  { title: t.shoots, required: false },
];

/** Rugby: no "Shoots", and the team number is optional (numbers follow the position in rugby). */
const rugbyPlayerDetails: readonly DetailFieldDefinition[] = stickSportPlayerDetails
  .filter((d) => d.title !== t.shoots)
  .map((d) => (d.title === t.teamNumber ? { ...d, required: false } : d));

const coachDetails: readonly DetailFieldDefinition[] = [
  { title: coachDetailTitles.title, required: true },
  { title: coachDetailTitles.hometown, required: false },
  { title: coachDetailTitles.born, required: false },
  { title: coachDetailTitles.nationality, required: false },
];

export function listPlayerDetailFields(sportsType: TeamSportsType): readonly DetailFieldDefinition[] {
  return getSportFamily(sportsType) === 'rugby' ? rugbyPlayerDetails : stickSportPlayerDetails;
}

/** Coaches and executive board members share one set of details for every sport. */
export function listCoachDetailFields(): readonly DetailFieldDefinition[] {
  return coachDetails;
}

/** Choices for the "Shoots" detail (and the recruiting form's "shoots" question). */
export const shootsOptions = ['Left', 'Right'] as const;
