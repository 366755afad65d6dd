import { defineServerModule } from '../../platform/server-module.ts';
import { registerReferralRoutes } from './referrals.routes.ts';
import { createReferralsService } from './referrals.service.ts';

/** Referral ids: sign-up credits them, the sign-up page checks them, `/{referralid}` redirects. */
export const referralsModule = defineServerModule({
  name: 'referrals',
  createServices: ({ db }) => ({ service: createReferralsService({ db }) }),
  registerOpenRoutes: (app, services) => registerReferralRoutes(app, services),
});
