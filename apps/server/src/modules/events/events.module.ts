import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { eventsContentTables } from './events.content-tables.ts';
import { registerEventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';
import { eventsSitePages } from './events.site-pages.ts';

/** Events (spec part 2): a content section. */
export const eventsModule = defineServerModule({
  name: 'events',
  createServices: (context) => ({
    service: createEventsService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerEventsRoutes(teamApp, services),
  contentTables: eventsContentTables,
  sitePages: eventsSitePages,
});
