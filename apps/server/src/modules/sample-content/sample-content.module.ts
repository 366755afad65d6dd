import { defineServerModule } from '../../platform/server-module.ts';

import { registerSampleContentRoutes } from './sample-content.routes.ts';
import { createSampleContentService } from './sample-content.service.ts';

/** The sample content a new team starts with, and removing it all at once. */
export const sampleContentModule = defineServerModule({
  name: 'sample-content',
  createServices: (context) => ({ service: createSampleContentService({ db: context.db }) }),
  registerTeamRoutes: (teamApp, services) => registerSampleContentRoutes(teamApp, services),
});
