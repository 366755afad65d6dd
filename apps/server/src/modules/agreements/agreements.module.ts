import { defineServerModule } from '../../platform/server-module.ts';
import { registerAgreementsRoutes } from './agreements.routes.ts';
import { createAgreementsService } from './agreements.service.ts';

/** Settings → Agreements & Policies: the licensing agreements (signed as PDFs) and the policies. */
export const agreementsModule = defineServerModule({
  name: 'agreements',
  createServices: ({ db, storage, config, now, log }) => ({
    service: createAgreementsService({ db, storage, config, now, log }),
  }),
  registerTeamRoutes: (teamApp, services) => registerAgreementsRoutes(teamApp, services),
});
