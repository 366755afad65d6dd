import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { registerCustomPagesRoutes } from './custom-pages.routes.ts';
import { createCustomPagesService } from './custom-pages.service.ts';

/** Custom pages (spec part 2): a content section. */
export const customPagesModule = defineServerModule({
  name: 'custom-pages',
  createServices: (context) => ({
    service: createCustomPagesService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerCustomPagesRoutes(teamApp, services),
});
