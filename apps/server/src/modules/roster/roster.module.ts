import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { registerPlayersRoutes } from './players.routes.ts';
import { createPlayersService } from './players.service.ts';
import { rosterContentTables } from './roster.content-tables.ts';
import { rosterSeeding } from './roster.seeding.ts';
import { rosterSitePages } from './roster.site-pages.ts';

/** The roster and the alumni (spec part 2): two content sections over the team's players. */
export const rosterModule = defineServerModule({
  name: 'roster',
  createServices: ({ db, servicesOf }) => {
    const media = servicesOf(mediaModule).service;
    return {
      roster: createPlayersService({ db, media }, false),
      alumni: createPlayersService({ db, media }, true),
    };
  },
  registerTeamRoutes: (teamApp, services) => registerPlayersRoutes(teamApp, services),
  seed: rosterSeeding,
  contentTables: rosterContentTables,
  sitePages: rosterSitePages,
});
