import { articlesSeeding } from '../articles/articles.seeding.ts';
import { formSubmissionsSeeding } from '../form-submissions/form-submissions.seeding.ts';
import { formsSeeding } from '../forms/forms.seeding.ts';
import { galleriesSeeding } from '../galleries/galleries.seeding.ts';
import { gamesSeeding } from '../games/games.seeding.ts';
import { leaguesSeeding } from '../leagues/leagues.seeding.ts';
import { opponentsSeeding } from '../opponents/opponents.seeding.ts';
import { rosterSeeding } from '../roster/roster.seeding.ts';
import { seasonsSeeding } from '../seasons/seasons.seeding.ts';
import { sponsorsSeeding } from '../sponsors/sponsors.seeding.ts';
import { staffSeeding } from '../staff/staff.seeding.ts';
import type { TeamSeedPart } from './team-seed-part.ts';
import { teamsSeeding } from './teams.seeding.ts';

/**
 * The areas' seed parts in the order seedNewTeam runs them. The order is the foreign keys': a
 * part's rows point only at rows of parts above it. The team comes first (every row has its
 * team_id); games need their season, league and opponent and, in their line-ups, the players and
 * coaches; galleries need the game; articles need the game and gallery; a submission needs its
 * form. The references that run upwards (a game's and a gallery's article, a game's gallery) are
 * set by the parts' `link`, after every part has seeded.
 */
export const teamSeedParts: readonly TeamSeedPart[] = [
  teamsSeeding,
  opponentsSeeding,
  leaguesSeeding,
  sponsorsSeeding,
  seasonsSeeding,
  staffSeeding,
  rosterSeeding,
  formsSeeding,
  gamesSeeding,
  galleriesSeeding,
  articlesSeeding,
  formSubmissionsSeeding,
];
