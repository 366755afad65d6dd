import { defineServerModule } from '../../platform/server-module.ts';
import { createSeedNewTeam } from './team-seeding.service.ts';
import { teamsContentTables } from './teams.content-tables.ts';
import { teamsSeeding } from './teams.seeding.ts';

/** Teams: a new team's starting content (seeding), which sign-up and private demos call. */
export const teamsModule = defineServerModule({
  name: 'teams',
  createServices: ({ modules }) => ({ seedNewTeam: createSeedNewTeam(modules) }),
  seed: teamsSeeding,
  contentTables: teamsContentTables,
});
