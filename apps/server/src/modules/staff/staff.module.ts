import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { staffContentTables } from './staff.content-tables.ts';
import { registerStaffRoutes } from './staff.routes.ts';
import { staffSeeding } from './staff.seeding.ts';
import { createStaffService } from './staff.service.ts';
import { staffSitePages } from './staff.site-pages.ts';

/** Coaches and the executive board (spec part 2): two content sections in a hand-made order. */
export const staffModule = defineServerModule({
  name: 'staff',
  createServices: ({ db, servicesOf }) => {
    const media = servicesOf(mediaModule).service;
    return {
      coaches: createStaffService({ db, media }, 'coach'),
      board: createStaffService({ db, media }, 'executive'),
    };
  },
  registerTeamRoutes: (teamApp, services) => registerStaffRoutes(teamApp, services),
  seed: staffSeeding,
  contentTables: staffContentTables,
  sitePages: staffSitePages,
});
