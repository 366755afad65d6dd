import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { registerGalleriesRoutes } from './galleries.routes.ts';
import { createGalleriesService } from './galleries.service.ts';

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
});
