import { defineServerModule } from '../../platform/server-module.ts';

import { registerGameSheetRoutes } from './game-sheet.routes.ts';
import { createGameSheetService } from './game-sheet.service.ts';

/** A game's stat sheet, entered live from the bench. */
export const gameSheetModule = defineServerModule({
  name: 'game-sheet',
  createServices: (context) => ({ service: createGameSheetService({ db: context.db }) }),
  registerTeamRoutes: (teamApp, services) => registerGameSheetRoutes(teamApp, services),
});
