import { defineServerModule } from '../../platform/server-module.ts';
import { leaguesContentTables } from './leagues.content-tables.ts';
import { registerLeaguesRoutes } from './leagues.routes.ts';
import { leaguesSeeding } from './leagues.seeding.ts';
import { createLeaguesService } from './leagues.service.ts';

/** Leagues (spec part 2): a content section, with the sport's predeveloped leagues. */
export const leaguesModule = defineServerModule({
  name: 'leagues',
  createServices: (context) => ({ service: createLeaguesService({ db: context.db }) }),
  registerTeamRoutes: (teamApp, services) => registerLeaguesRoutes(teamApp, services),
  seed: leaguesSeeding,
  contentTables: leaguesContentTables,
});
