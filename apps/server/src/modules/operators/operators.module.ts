import { operatorActions } from '../../db/schema/community.ts';
import { defineServerModule } from '../../platform/server-module.ts';
import { domainsModule } from '../domains/domains.module.ts';
import { helpModule } from '../help/help.module.ts';
import { marketplaceModule } from '../marketplace/marketplace.module.ts';
import { referralRewardsModule } from '../referral-rewards/referral-rewards.module.ts';
import { subscriptionsModule } from '../subscriptions/subscriptions.module.ts';
import { registerOperatorRoutes } from './operators.routes.ts';
import { createOperatorsService } from './operators.service.ts';

/** The operator console for Sideline's staff (OPERATOR_EMAILS), every action logged (decision 030). */
export const operatorsModule = defineServerModule({
  name: 'operators',
  createServices: ({ db, config, now, siteChanges, servicesOf }) => ({
    service: createOperatorsService({
      db,
      operatorEmails: config.operatorEmails,
      help: servicesOf(helpModule).service,
      marketplace: servicesOf(marketplaceModule).service,
      domains: servicesOf(domainsModule).service,
      subscriptions: servicesOf(subscriptionsModule).service,
      referralRewards: servicesOf(referralRewardsModule).service,
      siteChanges,
      now,
    }),
  }),
  registerTeamRoutes: (teamApp, services) => registerOperatorRoutes(teamApp, services),
  contentTables: { bumping: [], notBumping: [operatorActions] },
});
