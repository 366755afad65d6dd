/** The team seeding the account flows call (modules/teams/team-seeding.service.ts). */
export type {
  SeedNewTeam,
  SeedNewTeamInput,
  SeedNewTeamResult,
} from '../teams/team-seeding.service.ts';
