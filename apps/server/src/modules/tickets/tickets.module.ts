import { defineServerModule, type ServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { storeAdminModule } from '../store-admin/store-admin.module.ts';
import { registerDoorRoutes } from './scan-access.routes.ts';
import { createScanAccessService, type ScanAccessService } from './scan-access.service.ts';
import { ticketsContentTables } from './tickets.content-tables.ts';
import { registerTicketsRoutes } from './tickets.routes.ts';
import { ticketsSeeding } from './tickets.seeding.ts';
import { createTicketsService, type TicketsService } from './tickets.service.ts';
import { ticketsMails } from './tickets-mail-templates.ts';

/** Tickets and check-in at the door (issue 23; decision 028). */
export const ticketsModule: ServerModule<{ service: TicketsService; scanAccess: ScanAccessService }> =
  defineServerModule({
    name: 'tickets',
    createServices: (context) => {
      const service = createTicketsService({
        db: context.db,
        media: context.servicesOf(mediaModule).service,
        now: context.now,
        orders: context.servicesOf(storeAdminModule).orders,
        mailFrom: context.config.mailFrom,
      });
      return {
        service,
        scanAccess: createScanAccessService({ db: context.db, tickets: service, now: context.now }),
      };
    },
    registerTeamRoutes: (teamApp, services) => registerTicketsRoutes(teamApp, services),
    // The volunteers' door: /api/door/*, reached with a scan access's session, never a team's.
    registerOpenRoutes: (app, services) =>
      registerDoorRoutes(app, { scanAccess: services.scanAccess, tickets: services.service }),
    contentTables: ticketsContentTables,
    mails: ticketsMails,
    seed: ticketsSeeding,
    storeItemKinds: (context) => ({ ticket: context.servicesOf(ticketsModule).service.storeItemKind }),
  });
