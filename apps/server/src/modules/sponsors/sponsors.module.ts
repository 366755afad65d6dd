import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { sponsorsContentTables } from './sponsors.content-tables.ts';
import { registerSponsorsRoutes } from './sponsors.routes.ts';
import { sponsorsSeeding } from './sponsors.seeding.ts';
import { createSponsorsService } from './sponsors.service.ts';
import { sponsorsSitePages } from './sponsors.site-pages.ts';

/** Sponsors (spec part 2): a content section in a hand-made order. */
export const sponsorsModule = defineServerModule({
  name: 'sponsors',
  createServices: (context) => ({
    service: createSponsorsService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerSponsorsRoutes(teamApp, services),
  seed: sponsorsSeeding,
  contentTables: sponsorsContentTables,
  sitePages: sponsorsSitePages,
});
