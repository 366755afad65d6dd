import { defineServerModule } from '../../platform/server-module.ts';
import { mediaContentTables } from './media.content-tables.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';

/** The media library: uploads, and the images every picture slot of the other areas refers to. */
export const mediaModule = defineServerModule({
  name: 'media',
  createServices: (context) => ({
    service: createMediaService({ db: context.db, storage: context.storage, now: context.now }),
  }),
  registerTeamRoutes: (teamApp, services) => registerMediaRoutes(teamApp, services),
  contentTables: mediaContentTables,
});
