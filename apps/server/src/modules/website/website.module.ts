import { defineServerModule } from '../../platform/server-module.ts';
import { eventsModule } from '../events/events.module.ts';
import { gamesModule } from '../games/games.module.ts';
import { mediaModule } from '../media/media.module.ts';
import { storeAdminModule } from '../store-admin/store-admin.module.ts';
import { ticketsModule } from '../tickets/tickets.module.ts';
import { registerWebsiteRoutes } from './website.routes.ts';
import { createWebsiteService } from './website.service.ts';
import { websiteSitePages } from './website.site-pages.ts';
import { registerWebsiteDesignRoutes } from './website-design.routes.ts';
import { createWebsiteDesignService } from './website-design.service.ts';
import { registerWebsiteImagesRoutes } from './website-images.routes.ts';
import { createWebsiteImagesService } from './website-images.service.ts';
import { registerWebsiteLogosRoutes } from './website-logos.routes.ts';
import { createWebsiteLogosService } from './website-logos.service.ts';
import { registerWebsiteSliceRoutes } from './website-slices.routes.ts';
import { createWebsiteSlicesService } from './website-slices.service.ts';
import { createWebsiteTimeZoneService } from './website-time-zone.service.ts';

/** The website editor (spec part 1): pages and navigation, design, logos, images and the settings slices. */
export const websiteModule = defineServerModule({
  name: 'website',
  createServices: ({ db, config, now, servicesOf }) => {
    const media = servicesOf(mediaModule).service;
    return {
      website: createWebsiteService({ db }),
      // The areas with clock times come after this module: looked up when the zone changes.
      timeZone: createWebsiteTimeZoneService({
        db,
        owners: () => [
          servicesOf(gamesModule).service,
          servicesOf(eventsModule).service,
          servicesOf(ticketsModule).service,
        ],
      }),
      design: createWebsiteDesignService({ db }),
      logos: createWebsiteLogosService({ db, media }),
      images: createWebsiteImagesService({ db, media }),
      slices: createWebsiteSlicesService({
        db,
        siteHost: { baseUrl: config.baseUrl, baseDomain: config.baseDomain },
        now,
        // The store's administration is made after this module: looked up when the page saves.
        savePublicStoreSwitches: (scope, client, within) =>
          servicesOf(storeAdminModule).settings.savePublicSwitches(scope, client, within),
      }),
    };
  },
  registerTeamRoutes: (teamApp, services) => {
    registerWebsiteRoutes(teamApp, { service: services.website, timeZone: services.timeZone });
    registerWebsiteDesignRoutes(teamApp, { service: services.design });
    registerWebsiteLogosRoutes(teamApp, { service: services.logos });
    registerWebsiteImagesRoutes(teamApp, { service: services.images });
    registerWebsiteSliceRoutes(teamApp, { service: services.slices });
  },
  sitePages: websiteSitePages,
});
