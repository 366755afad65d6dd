import { defineServerModule } from '../../platform/server-module.ts';

import { registerSeasonsRoutes } from './seasons.routes.ts';
import { createSeasonsService } from './seasons.service.ts';

/** Seasons (spec part 2): a content section, with the sport's predeveloped seasons. */
export const seasonsModule = defineServerModule({
  name: 'seasons',
  createServices: (context) => ({ service: createSeasonsService({ db: context.db }) }),
  registerTeamRoutes: (teamApp, services) => registerSeasonsRoutes(teamApp, services),
});
