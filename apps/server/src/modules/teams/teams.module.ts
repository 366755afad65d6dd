import { defineServerModule } from '../../platform/server-module.ts';
import { seedNewTeam } from './team-seeding.service.ts';

/** Teams: a new team's starting content (seeding), which sign-up and private demos call. */
export const teamsModule = defineServerModule({
  name: 'teams',
  createServices: () => ({ seedNewTeam }),
});
