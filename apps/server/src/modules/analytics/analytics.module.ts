import { pageViews } from '../../db/schema/analytics.ts';
import { defineServerModule } from '../../platform/server-module.ts';
import { storeAdminModule } from '../store-admin/store-admin.module.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createPageViewRecorder, deleteExpiredSalts } from './page-view-recorder.ts';

/**
 * Website and store analytics (issue 24, docs/decisions/029). `pageViews` is the recorder the
 * site's page routes hand every counted navigation to; the worker deletes day salts after 48 hours.
 */
export const analyticsModule = defineServerModule({
  name: 'analytics',
  createServices: ({ db, config, now, log, servicesOf }) => {
    const pageViews = createPageViewRecorder({ db, log, ...config.analytics });
    const sales = servicesOf(storeAdminModule).salesFigures;
    return { pageViews, service: createAnalyticsService({ db, now, pageViews, sales }) };
  },
  registerTeamRoutes: (teamApp, services) => registerAnalyticsRoutes(teamApp, services),
  workerTasks: ({ db, now }) => [
    { name: 'analytics-salt-expiry', everyMs: 10 * 60_000, run: () => deleteExpiredSalts(db, now()) },
  ],
  contentTables: { bumping: [], notBumping: [pageViews] },
});
