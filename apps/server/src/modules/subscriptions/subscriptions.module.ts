import { subscriptions } from '../../db/schema/subscriptions.ts';
import { defineServerModule, type ModuleContext } from '../../platform/server-module.ts';
import { domainsModule } from '../domains/domains.module.ts';
import { createSitePublishingService } from './site-publishing.service.ts';
import { subscriptionMailTemplates } from './subscription-mail-templates.ts';
import { sendRenewalReminders } from './subscription-reminders.ts';
import { registerPaymentWebhookRoute, registerSubscriptionRoutes } from './subscriptions.routes.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

/** The subscriptions service and publishing, as the app and the worker (its registration retries) both build them. */
function createSubscriptionsServicesOf(context: ModuleContext) {
  const { db, payments, config, now, log, siteChanges, servicesOf } = context;
  const publishing = createSitePublishingService({ db, siteChanges });
  const service = createSubscriptionsService({
    db,
    payments,
    publishing,
    domains: servicesOf(domainsModule).service,
    log,
    mailFrom: config.mailFrom,
    notifyEmail: config.notifyEmail,
    baseUrl: config.baseUrl,
    now,
  });
  return { service, publishing };
}

/**
 * The team's subscriptions to Sideline (website, domain, email) and whether its site is published.
 * Other modules call `publishing.recompute(tx, scope)` in the transaction of a change publishing
 * depends on (a signed agreement), and `publishing.announce(scope)` after its commit. When the domain subscription becomes active it asks the domains module to register
 * the domain the admin named at checkout. The sandbox provider hands its events to the same handler as the webhook route.
 */
export const subscriptionsModule = defineServerModule({
  name: 'subscriptions',
  createServices: (context) => {
    const services = createSubscriptionsServicesOf(context);
    const { payments } = context;
    if (payments.kind === 'sandbox') payments.deliverEventsTo(services.service.receiveProviderEvent);
    return services;
  },
  registerTeamRoutes: (teamApp, services) => registerSubscriptionRoutes(teamApp, services),
  registerOpenRoutes: (app, services) => registerPaymentWebhookRoute(app, services),
  workerTasks: (context) => {
    const { db, now, config, payments } = context;
    const { service } = createSubscriptionsServicesOf(context);
    return [
      {
        // A paid domain whose registration failed is tried again; the operator and the team were told once.
        name: 'domain-registration-retry',
        everyMs: 10 * 60_000,
        run: () => service.retryDomainRegistrations(),
      },
      {
        name: 'subscription-renewal-reminders',
        everyMs: 60 * 60_000,
        run: () => sendRenewalReminders({ db, now, baseUrl: config.baseUrl, mailFrom: config.mailFrom }),
      },
      ...(payments.kind === 'sandbox'
        ? [{ name: 'sandbox-billing-clock', everyMs: 60_000, run: () => payments.runBillingClock() }]
        : []),
    ];
  },
  contentTables: { bumping: [], notBumping: [subscriptions] },
  mails: subscriptionMailTemplates,
});
