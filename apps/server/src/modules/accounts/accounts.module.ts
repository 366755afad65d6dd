import { defineServerModule } from '../../platform/server-module.ts';
import { referralsModule } from '../referrals/referrals.module.ts';
import { teamsModule } from '../teams/teams.module.ts';
import { accountMailTemplates } from './account-mail-templates.ts';
import { createAccountMails } from './account-mails.ts';
import { registerAccountRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';

/** Accounts (spec part 1): sign-up, sign-in, the session, verification, password and email changes. */
export const accountsModule = defineServerModule({
  name: 'accounts',
  createServices: ({ db, auth, config, rateLimiter, storage, log, now, servicesOf }) => ({
    service: createAccountsService({
      db,
      auth,
      config,
      rateLimiter,
      mails: createAccountMails(config),
      seedNewTeam: servicesOf(teamsModule).seedNewTeam,
      referrals: servicesOf(referralsModule).service,
      storage,
      log,
      now,
    }),
  }),
  registerOpenRoutes: (app, { service }, { rateLimiter, config }) =>
    registerAccountRoutes(app, { service, rateLimiter, devSignIn: config.devSignIn }),
  mails: accountMailTemplates,
});
