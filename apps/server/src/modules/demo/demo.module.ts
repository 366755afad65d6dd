import { defineServerModule } from '../../platform/server-module.ts';
import { accountsModule } from '../accounts/accounts.module.ts';
import { dashboardModule } from '../dashboard/dashboard.module.ts';
import { teamsModule } from '../teams/teams.module.ts';
import { registerDemoRoutes } from './demo.routes.ts';
import { createPrivateDemoService } from './private-demos.service.ts';

/** The demo teams: the shared ones anyone may look at, and a visitor's private copy. */
export const demoModule = defineServerModule({
  name: 'demo',
  createServices: ({ db, auth, storage, config, now, servicesOf }) => ({
    privateDemos: createPrivateDemoService({
      db,
      auth,
      storage,
      seedNewTeam: servicesOf(teamsModule).seedNewTeam,
      sessionOf: servicesOf(accountsModule).service.sessionOf,
      liveLimit: config.privateDemoLimit,
      now,
    }),
  }),
  registerOpenRoutes: (app, { privateDemos }, { db, rateLimiter, config, servicesOf }) =>
    registerDemoRoutes(app, {
      db,
      rateLimiter,
      privateDemosPerHour: config.privateDemosPerHour,
      privateDemos,
      dashboard: servicesOf(dashboardModule).service,
    }),
});
