import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { registerStaffRoutes } from './staff.routes.ts';
import { createStaffService } from './staff.service.ts';

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
});
