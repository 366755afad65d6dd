import type { ModulePlatform } from '../../platform/server-module.ts';
import { defineServerModule } from '../../platform/server-module.ts';
import { createCommunicationsService } from './communications.service.ts';
import { domainMailTemplates } from './domain-mail-templates.ts';
import { createSandboxRegistrar } from './domain-registrar.ts';
import { domainsContentTables } from './domains.content-tables.ts';
import { registerDomainOpenRoutes, registerDomainTeamRoutes } from './domains.routes.ts';
import { createDomainsService } from './domains.service.ts';

/** The domains service as the app and the worker (its re-check round) both build it. */
export function createDomainsServiceOf(
  platform: Pick<ModulePlatform, 'db' | 'config' | 'now' | 'teamMailGate' | 'domainLookups'>,
) {
  const { db, config, now } = platform;
  return createDomainsService({
    db,
    lookups: platform.domainLookups,
    registrar: createSandboxRegistrar({ db, now }),
    gate: platform.teamMailGate,
    targets: config.domainTargets,
    baseUrl: config.baseUrl,
    baseDomain: config.baseDomain,
    mailFrom: config.mailFrom,
    notifyEmail: config.notifyEmail,
    isProduction: config.isProduction,
    now,
  });
}

/** Custom domains, domain requests and the team's communication preferences (docs/decisions/024). */
export const domainsModule = defineServerModule({
  name: 'domains',
  createServices: (context) => ({
    service: createDomainsServiceOf(context),
    communications: createCommunicationsService({ db: context.db }),
  }),
  registerTeamRoutes: (teamApp, services) => registerDomainTeamRoutes(teamApp, services),
  registerOpenRoutes: (app, { service }, { rateLimiter }) =>
    registerDomainOpenRoutes(app, { service, rateLimiter }),
  contentTables: domainsContentTables,
  mails: domainMailTemplates,
  workerTasks: (context) => {
    const domains = createDomainsServiceOf(context);
    // Each domain not yet valid is looked at again at most every 15 minutes (domains.service.ts).
    return [{ name: 'domain-recheck', everyMs: 60_000, run: () => domains.recheckDueDomains() }];
  },
});
