import { defineServerModule } from '../../platform/server-module.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { paymentsSeeding } from './payments.seeding.ts';
import { createPaymentsService } from './payments.service.ts';

/** The team's connected payment account (Stripe Connect, or the sandbox provider). */
export const paymentsModule = defineServerModule({
  name: 'payments',
  createServices: ({ db, payments, config }) => ({
    service: createPaymentsService({ db, provider: payments, baseUrl: config.baseUrl }),
  }),
  registerTeamRoutes: (teamApp, services) => registerPaymentRoutes(teamApp, services),
  seed: paymentsSeeding,
});
