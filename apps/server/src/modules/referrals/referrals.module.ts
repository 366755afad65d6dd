import { defineServerModule } from '../../platform/server-module.ts';
import { createReferralIdCheck, registerReferralRoutes } from './referrals.routes.ts';

/** Referral ids: the sign-up page's check, and the `/{referralid}` links the web app redirects. */
export const referralsModule = defineServerModule({
  name: 'referrals',
  createServices: ({ db }) => ({ isKnownReferralId: createReferralIdCheck(db) }),
  registerOpenRoutes: (app, _services, { db }) => registerReferralRoutes(app, { db }),
});
