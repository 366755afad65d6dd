import { defineServerModule } from '../../platform/server-module.ts';
import { analyticsModule } from '../analytics/analytics.module.ts';
import { paymentsModule } from '../payments/payments.module.ts';
import { subscriptionsModule } from '../subscriptions/subscriptions.module.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The portal's dashboard: the team's content counts, its setup checklist and its latest figures. */
export const dashboardModule = defineServerModule({
  name: 'dashboard',
  createServices: ({ db, now, log, servicesOf }) => ({
    service: createDashboardService({
      db,
      now,
      log,
      subscriptions: servicesOf(subscriptionsModule).service,
      payments: servicesOf(paymentsModule).service,
      analytics: servicesOf(analyticsModule).service,
    }),
  }),
  registerTeamRoutes: (teamApp, services) => registerDashboardRoutes(teamApp, services),
});
