import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { customPagesContentTables } from './custom-pages.content-tables.ts';
import { registerCustomPagesRoutes } from './custom-pages.routes.ts';
import { createCustomPagesService } from './custom-pages.service.ts';
import { customPagesSitePages } from './custom-pages.site-pages.ts';

/** Custom pages (spec part 2): a content section. */
export const customPagesModule = defineServerModule({
  name: 'custom-pages',
  createServices: (context) => ({
    service: createCustomPagesService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerCustomPagesRoutes(teamApp, services),
  contentTables: customPagesContentTables,
  sitePages: customPagesSitePages,
});
