import { defineServerModule } from '../../platform/server-module.ts';
import { subscriptionsModule } from '../subscriptions/subscriptions.module.ts';
import { agreementMailTemplates } from './agreement-mail-templates.ts';
import { registerAgreementsRoutes } from './agreements.routes.ts';
import { agreementsSeeding } from './agreements.seeding.ts';
import { createAgreementsService } from './agreements.service.ts';

/** Settings → Agreements & Policies: the licensing agreements (signed as PDFs) and the policies. */
export const agreementsModule = defineServerModule({
  name: 'agreements',
  createServices: ({ db, storage, config, now, log, cpuPool, servicesOf }) => {
    const { publishing } = servicesOf(subscriptionsModule);
    return {
      service: createAgreementsService({
        db,
        storage,
        config,
        now,
        log,
        cpuPool,
        publishing,
      }),
    };
  },
  registerTeamRoutes: (teamApp, services) => registerAgreementsRoutes(teamApp, services),
  mails: agreementMailTemplates,
  seed: agreementsSeeding,
});
