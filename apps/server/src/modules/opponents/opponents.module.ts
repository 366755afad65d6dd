import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { opponentsContentTables } from './opponents.content-tables.ts';
import { registerOpponentsRoutes } from './opponents.routes.ts';
import { opponentsSeeding } from './opponents.seeding.ts';
import { createOpponentsService } from './opponents.service.ts';

/** Opponents (spec part 2): a content section of the portal. */
export const opponentsModule = defineServerModule({
  name: 'opponents',
  createServices: (context) => ({
    service: createOpponentsService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerOpponentsRoutes(teamApp, services),
  seed: opponentsSeeding,
  contentTables: opponentsContentTables,
});
