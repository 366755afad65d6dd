import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { registerGamesRoutes } from './games.routes.ts';
import { createGamesService } from './games.service.ts';

/** Games (spec part 2): the schedule and results, a content section. */
export const gamesModule = defineServerModule({
  name: 'games',
  createServices: (context) => ({
    service: createGamesService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerGamesRoutes(teamApp, services),
});
