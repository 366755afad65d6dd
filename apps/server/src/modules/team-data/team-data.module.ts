import { teamDataExports } from '../../db/schema/team-data.ts';
import { defineServerModule, type ModuleContext } from '../../platform/server-module.ts';
import { subscriptionsModule } from '../subscriptions/subscriptions.module.ts';
import { registerTeamDataRoutes } from './team-data.routes.ts';
import { createTeamDataService } from './team-data.service.ts';
import { teamDataMailTemplates } from './team-data-mail-templates.ts';

function createTeamDataServices(context: ModuleContext) {
  const { db, storage, now, config, log, cpuPool, rateLimiter, servicesOf } = context;
  return {
    service: createTeamDataService({
      db,
      storage,
      now,
      subscriptions: servicesOf(subscriptionsModule).service,
      baseUrl: config.baseUrl,
      mailFrom: config.mailFrom,
      log,
      cpuPool,
      rateLimiter,
      importsPerHour: config.teamImportsPerHour,
    }),
  };
}

/**
 * A team's data to take away (issue 25, decision 032): "Download everything", the import of an
 * archive as a new team, and the deletion of a closed team after its retention period. It reads
 * and writes every team table through the schema (team-tables.ts), as only a whole-team export can.
 */
export const teamDataModule = defineServerModule({
  name: 'team-data',
  createServices: createTeamDataServices,
  registerTeamRoutes: (teamApp, services) => registerTeamDataRoutes(teamApp, services),
  workerTasks: (context) => {
    const { service } = createTeamDataServices(context);
    return [
      { name: 'team-data-exports', run: () => service.runDueExports() },
      { name: 'team-data-export-expiry', everyMs: 60 * 60_000, run: () => service.removeExpiredExports() },
      { name: 'closed-team-deletion', everyMs: 60 * 60_000, run: () => service.deleteClosedTeams() },
    ];
  },
  contentTables: { bumping: [], notBumping: [teamDataExports] },
  mails: teamDataMailTemplates,
});
