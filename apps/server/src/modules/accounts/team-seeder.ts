import type { seedNewTeam } from '../teams/team-seeding.service.ts';

export type { SeedNewTeamInput, SeedNewTeamResult } from '../teams/team-seeding.service.ts';

/** The team seeding the account flows call (modules/teams/team-seeding.service.ts). */
export type SeedNewTeam = typeof seedNewTeam;
