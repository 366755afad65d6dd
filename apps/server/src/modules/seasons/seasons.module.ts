import { defineServerModule } from '../../platform/server-module.ts';
import { seasonsContentTables } from './seasons.content-tables.ts';
import { registerSeasonsRoutes } from './seasons.routes.ts';
import { seasonsSeeding } from './seasons.seeding.ts';
import { createSeasonsService } from './seasons.service.ts';
import { seasonsSitePages } from './seasons.site-pages.ts';

/** Seasons (spec part 2): a content section, with the sport's predeveloped seasons. */
export const seasonsModule = defineServerModule({
  name: 'seasons',
  createServices: (context) => ({ service: createSeasonsService({ db: context.db }) }),
  registerTeamRoutes: (teamApp, services) => registerSeasonsRoutes(teamApp, services),
  seed: seasonsSeeding,
  contentTables: seasonsContentTables,
  sitePages: seasonsSitePages,
});
