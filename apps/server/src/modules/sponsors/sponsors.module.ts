import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { registerSponsorsRoutes } from './sponsors.routes.ts';
import { createSponsorsService } from './sponsors.service.ts';

/** Sponsors (spec part 2): a content section in a hand-made order. */
export const sponsorsModule = defineServerModule({
  name: 'sponsors',
  createServices: (context) => ({
    service: createSponsorsService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerSponsorsRoutes(teamApp, services),
});
