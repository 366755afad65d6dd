import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { galleriesContentTables } from './galleries.content-tables.ts';
import { registerGalleriesRoutes } from './galleries.routes.ts';
import { galleriesSeeding } from './galleries.seeding.ts';
import { createGalleriesService } from './galleries.service.ts';
import { galleriesSitePages } from './galleries.site-pages.ts';

/** Photo galleries (spec part 2): a content section and its photos. */
export const galleriesModule = defineServerModule({
  name: 'galleries',
  createServices: (context) => ({
    service: createGalleriesService({
      db: context.db,
      media: context.servicesOf(mediaModule).service,
      now: context.now,
    }),
  }),
  registerTeamRoutes: (teamApp, services) => registerGalleriesRoutes(teamApp, services),
  seed: galleriesSeeding,
  contentTables: galleriesContentTables,
  sitePages: galleriesSitePages,
});
