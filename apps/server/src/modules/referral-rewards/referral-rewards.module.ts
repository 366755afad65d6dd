import { defineServerModule, type ModuleContext } from '../../platform/server-module.ts';
import { domainsModule } from '../domains/domains.module.ts';
import { subscriptionsModule } from '../subscriptions/subscriptions.module.ts';
import { registerReferralRewardsRoutes } from './referral-rewards.routes.ts';
import { createReferralRewardsService } from './referral-rewards.service.ts';
import { referralRewardsMailTemplates } from './referral-rewards-mail-templates.ts';

function createReferralRewardsServiceOf(context: ModuleContext) {
  const { db, config, now, teamMailGate, servicesOf } = context;
  return createReferralRewardsService({
    db,
    subscriptions: servicesOf(subscriptionsModule).service,
    communications: servicesOf(domainsModule).communications,
    gate: teamMailGate,
    mailFrom: config.mailFrom,
    baseUrl: config.baseUrl,
    now,
  });
}

/** Referral rewards: the referring team's list, the crediting worker, the operator's payouts (decision 030). */
export const referralRewardsModule = defineServerModule({
  name: 'referral-rewards',
  createServices: (context) => ({ service: createReferralRewardsServiceOf(context) }),
  registerTeamRoutes: (teamApp, services) => registerReferralRewardsRoutes(teamApp, services),
  workerTasks: (context) => {
    const service = createReferralRewardsServiceOf(context);
    return [
      { name: 'referral-rewards', everyMs: 60 * 60_000, run: () => service.creditQualifiedReferrals() },
    ];
  },
  mails: referralRewardsMailTemplates,
});
