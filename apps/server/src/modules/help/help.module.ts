import { reviews } from '../../db/schema/community.ts';
import { defineServerModule } from '../../platform/server-module.ts';
import { contactModule } from '../contact/contact.module.ts';
import { registerHelpTeamRoutes, registerPublishedReviewsRoute } from './help.routes.ts';
import { createHelpService } from './help.service.ts';

/** Help (/portal/tutorials): schedule a call, and the team's review of Sideline (decision 030). */
export const helpModule = defineServerModule({
  name: 'help',
  createServices: ({ db, now, log, servicesOf }) => ({
    service: createHelpService({ db, contact: servicesOf(contactModule).service, now, log }),
  }),
  registerTeamRoutes: (teamApp, services, { rateLimiter }) =>
    registerHelpTeamRoutes(teamApp, { service: services.service, rateLimiter }),
  registerOpenRoutes: (app, services) => registerPublishedReviewsRoute(app, services),
  contentTables: { bumping: [], notBumping: [reviews] },
});
