import { defineServerModule } from '../../platform/server-module.ts';
import { leaguesModule } from '../leagues/leagues.module.ts';
import { mediaModule } from '../media/media.module.ts';
import { seasonsModule } from '../seasons/seasons.module.ts';
import { gamesContentTables } from './games.content-tables.ts';
import { registerGamesRoutes } from './games.routes.ts';
import { gamesSeeding } from './games.seeding.ts';
import { createGamesService } from './games.service.ts';
import { gamesSitePages } from './games.site-pages.ts';

/** Games (spec part 2): the schedule and results, a content section. */
export const gamesModule = defineServerModule({
  name: 'games',
  createServices: ({ db, servicesOf }) => ({
    service: createGamesService({
      db,
      media: servicesOf(mediaModule).service,
      seasons: servicesOf(seasonsModule).service,
      leagues: servicesOf(leaguesModule).service,
    }),
  }),
  registerTeamRoutes: (teamApp, services) => registerGamesRoutes(teamApp, services),
  seed: gamesSeeding,
  contentTables: gamesContentTables,
  sitePages: gamesSitePages,
});
