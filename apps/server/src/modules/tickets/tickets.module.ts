import { defineServerModule, type ServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { ticketsContentTables } from './tickets.content-tables.ts';
import { registerTicketsRoutes } from './tickets.routes.ts';
import { createTicketsService, type TicketsService } from './tickets.service.ts';

/** Tickets and check-in at the door (issue 23; decision 028). */
export const ticketsModule: ServerModule<{ service: TicketsService }> = defineServerModule({
  name: 'tickets',
  createServices: (context) => ({
    service: createTicketsService({
      db: context.db,
      media: context.servicesOf(mediaModule).service,
      now: context.now,
    }),
  }),
  registerTeamRoutes: (teamApp, services) => registerTicketsRoutes(teamApp, services),
  contentTables: ticketsContentTables,
  storeItemKinds: (context) => ({ ticket: context.servicesOf(ticketsModule).service.storeItemKind }),
});
