import { defineServerModule } from '../../platform/server-module.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The portal's dashboard: the team's content counts. */
export const dashboardModule = defineServerModule({
  name: 'dashboard',
  createServices: ({ db }) => ({ service: createDashboardService({ db }) }),
  registerTeamRoutes: (teamApp, services) => registerDashboardRoutes(teamApp, services),
});
