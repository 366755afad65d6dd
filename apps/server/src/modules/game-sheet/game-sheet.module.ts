import { defineServerModule } from '../../platform/server-module.ts';
import { gamesModule } from '../games/games.module.ts';

import { registerGameSheetRoutes } from './game-sheet.routes.ts';
import { createGameSheetService } from './game-sheet.service.ts';
import { gameSheetSitePages } from './game-sheet.site-pages.ts';

/** A game's stat sheet, entered live from the bench. */
export const gameSheetModule = defineServerModule({
  name: 'game-sheet',
  createServices: (context) => ({
    service: createGameSheetService({ db: context.db, games: context.servicesOf(gamesModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerGameSheetRoutes(teamApp, services),
  sitePages: gameSheetSitePages,
});
