import { vendorInterests } from '../../db/schema/community.ts';
import { defineServerModule } from '../../platform/server-module.ts';
import { domainsModule } from '../domains/domains.module.ts';
import { registerMarketplaceImageRoute, registerMarketplaceTeamRoutes } from './marketplace.routes.ts';
import { createMarketplaceService } from './marketplace.service.ts';
import { createMarketplaceCatalog, loadMarketplaceCatalog } from './marketplace-catalog.ts';
import { marketplaceMailTemplates } from './marketplace-mail-templates.ts';

/** Partner products by category and sport, read from the catalog file; vendor interest (decision 030). */
export const marketplaceModule = defineServerModule({
  name: 'marketplace',
  createServices: ({ db, config, now, teamMailGate, servicesOf }) => {
    const catalog = createMarketplaceCatalog(loadMarketplaceCatalog());
    const service = createMarketplaceService({
      db,
      catalog,
      communications: servicesOf(domainsModule).communications,
      gate: teamMailGate,
      mailFrom: config.mailFrom,
      now,
    });
    return { catalog, service };
  },
  registerTeamRoutes: (teamApp, services) => registerMarketplaceTeamRoutes(teamApp, services),
  registerOpenRoutes: (app, services) => registerMarketplaceImageRoute(app, services),
  contentTables: { bumping: [], notBumping: [vendorInterests] },
  mails: marketplaceMailTemplates,
});
