import { randomUUID } from 'node:crypto';
import {
  cancellationDeadline,
  cancellationRuleMessage,
  domainMessages,
  goingLiveSteps,
  isSubscriptionRunning,
  operatorMessages,
  promotionCodeRefusal,
  type StartSubscriptionRequest,
  type SubscriptionAccount,
  type SubscriptionProductKey,
  type SubscriptionView,
  startSubscriptionRequestSchema,
  subscriptionAccountPortalPath,
  subscriptionInfoWith,
  subscriptionMessages,
  subscriptionProductKeys,
  subscriptionProductOf,
  trialDaysOf,
  websiteClosedAt,
  websiteTrialMessage,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import {
  type NewPromotionCode,
  type PaymentProvider,
  paymentProviderError,
} from '../../platform/payments/payment-provider.ts';
import { recordPaymentEvent } from '../../platform/payments/processed-payment-events.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { refuseInPrivateDemo } from '../demo/private-demo-guard.ts';
import type { DomainsService } from '../domains/domains.service.ts';
import type { SitePublishingService } from './site-publishing.service.ts';
import { domainBeingSetUpMail, domainRegistrationFailedMail } from './subscription-mail-templates.ts';
import {
  applyProviderSubscription,
  createSubscriptionsRepository,
  findActiveDomainSubscriptionsWithWantedDomain,
  findEndedWebsiteSubscriptions,
  type SubscriptionRow,
  teamExistsForPaymentEvent,
  writeSubscriptionInfo,
} from './subscriptions.repository.ts';

export interface SubscriptionsServiceDeps {
  db: Db;
  payments: PaymentProvider;
  publishing: SitePublishingService;
  /**
   * Checks the wanted domain at checkout and registers it once the domain subscription is active;
   * orders the mailboxes when the domain email subscription starts.
   */
  domains: Pick<
    DomainsService,
    | 'canRegisterDomains'
    | 'checkAvailability'
    | 'registerDomainForTeam'
    | 'findUnregisteredDomains'
    | 'orderSubscribedMailboxes'
  >;
  log: (message: string, error: unknown) => void;
  mailFrom: string;
  /** Sideline's operator address: told when a paid domain could not be registered. */
  notifyEmail: string;
  /** Public address of the app: checkout returns to the portal under it. */
  baseUrl: string;
  now: () => Date;
}

/** A date as the team reads it, in the team's time zone ("March 5, 2027"). */
export function formatTeamDate(date: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(date));
}

/**
 * The team's subscriptions to Sideline's products (spec part 1 §7, issue 21): start one through
 * the provider's hosted checkout, cancel or resume it, and apply the provider's events. Nobody is
 * charged by surprise: a trial is cancelled at once (never charged), a paid period needs the
 * 15-day notice, and a trial without a card pauses instead of charging.
 */
export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const accountUrl = new URL(subscriptionAccountPortalPath, deps.baseUrl);
  const returnUrl = (outcome: 'success' | 'canceled') => {
    const url = new URL(accountUrl);
    url.searchParams.set('checkout', outcome);
    return url.toString();
  };

  /**
   * Registers and connects the domain the admin named at the domain checkout. After the event's
   * commit, so a registrar failure never loses the subscription; the registration is idempotent,
   * so a later event of the same active subscription (a renewal) registers nothing twice. A failure
   * is reported once per domain (to the operator and to the team) and retried by the worker.
   */
  async function registerWantedDomain(scope: TeamScope, domain: string): Promise<void> {
    try {
      await deps.domains.registerDomainForTeam(scope, domain);
    } catch (error) {
      deps.log(`subscriptions: registering ${domain} for team ${scope.teamId} failed`, error);
      await reportRegistrationFailure(scope, domain, error);
    }
  }

  /** The operator's mail (what failed, to fix by hand if it persists) and the team's (no action needed), once per domain. */
  async function reportRegistrationFailure(scope: TeamScope, domain: string, error: unknown) {
    await deps.db.transaction(async (tx) => {
      const repository = createSubscriptionsRepository(tx, scope);
      if (!(await repository.claimRegistrationFailureReport(domain))) return;
      const team = await repository.findTeamContact();
      if (!team) return;
      const now = deps.now();
      const reason =
        error instanceof AppError && error.fields ? Object.values(error.fields).join(' ') : String(error);
      const mails = [
        {
          to: deps.notifyEmail,
          content: domainRegistrationFailedMail({
            teamName: team.name,
            teamId: scope.teamId,
            domain,
            error: reason,
          }),
        },
        { to: team.email, content: domainBeingSetUpMail({ teamName: team.name, domain }) },
      ];
      for (const { to, content } of mails) {
        await enqueueMail(
          tx,
          { ...content, from: deps.mailFrom, to: [to], reference: domain, teamId: scope.teamId },
          now,
        );
      }
    });
  }

  function viewOf(product: SubscriptionProductKey, row: SubscriptionRow | undefined): SubscriptionView {
    const isPaidPeriod = row?.status === 'active' || row?.status === 'past_due';
    return {
      product,
      status: row?.status ?? 'none',
      period: row?.period ?? null,
      trialEnd: row?.trialEnd?.toISOString() ?? null,
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      cancelBy:
        isPaidPeriod && row?.currentPeriodEnd
          ? cancellationDeadline(row.currentPeriodEnd).toISOString()
          : null,
      promoCode: row?.promoCode ?? '',
      quantity: row?.quantity ?? 1,
      hasPaymentMethod: row?.hasPaymentMethod ?? false,
    };
  }

  async function runningRow(team: SessionTeam, product: SubscriptionProductKey, message: string) {
    const row = await createSubscriptionsRepository(deps.db, team).findByProduct(product);
    if (!row?.providerSubscriptionId || !isSubscriptionRunning(row.status))
      throw new AppError('conflict', message);
    return { ...row, providerSubscriptionId: row.providerSubscriptionId };
  }

  /** Changes at the provider carry a key made of the row's last change: a retry is the same call. */
  const keyOf = (action: string, row: SubscriptionRow) =>
    `subscription-${action}:${row.providerSubscriptionId}:${row.timeModified.getTime()}`;

  return {
    publishing: deps.publishing,

    async getAccount(team: SessionTeam): Promise<SubscriptionAccount> {
      const repository = createSubscriptionsRepository(deps.db, team);
      const rows = await repository.findAll();
      const info = await repository.findSubscriptionInfo();
      const facts = await deps.publishing.factsOf(team);
      return {
        subscriptions: subscriptionProductKeys.map((product) =>
          viewOf(
            product,
            rows.find((row) => row.product === product),
          ),
        ),
        trialMessage: websiteTrialMessage(info, (iso) => formatTeamDate(iso, team.team.timeZone)),
        cancellationRule: cancellationRuleMessage(),
        published: facts?.published ?? false,
        goingLiveSteps: facts ? goingLiveSteps(facts) : [],
        mailboxNames: info.domainEmails,
        timeZone: team.team.timeZone,
        canRegisterDomains: deps.domains.canRegisterDomains,
      };
    },

    /** Opens the provider's hosted checkout for one product; the browser goes to the URL. */
    async startCheckout(
      team: SessionTeam,
      input: StartSubscriptionRequest,
    ): Promise<{ checkoutUrl: string }> {
      refuseInPrivateDemo(team.team, 'subscription');
      const request = startSubscriptionRequestSchema.parse(input);
      const repository = createSubscriptionsRepository(deps.db, team);
      const current = await repository.findByProduct(request.product);
      if (current && isSubscriptionRunning(current.status))
        throw new AppError('conflict', subscriptionMessages.alreadyRunning(request.product));
      if (request.product === 'domain' && !deps.domains.canRegisterDomains)
        throw new AppError('conflict', subscriptionMessages.domainRegistrationUnavailable);
      let quantity = 1;
      if (request.product !== 'website') {
        const website = await repository.findByProduct('website');
        if (!website || !isSubscriptionRunning(website.status))
          throw new AppError('conflict', subscriptionMessages.websiteNeeded);
      }
      if (request.product === 'domain') {
        if (request.domain === '') throw invalidField('domain', subscriptionMessages.domainNeeded);
        const wanted = await deps.domains.checkAvailability(team, request.domain);
        if (!wanted.isAvailable) throw invalidField('domain', domainMessages.domainUnavailable);
        // The wanted domain is the subscription-info's domainURL (spec part 1 §3); it is
        // registered when the subscription becomes active (receiveProviderEvent).
        await writeSubscriptionInfo(deps.db, team.teamId, (current) => ({
          ...current,
          domainURL: wanted.domain,
        }));
      }
      if (request.product === 'email') {
        // The mailbox names are the subscription info's domainEmails (spec part 1 §3); one mailbox
        // is charged for each, and they are ordered from Sideline when the subscription starts.
        quantity = request.mailboxes.length;
        await writeSubscriptionInfo(deps.db, team.teamId, (current) => ({
          ...current,
          domainEmails: request.mailboxes,
        }));
      }
      const hasHadSubscription = await repository.hasHadSubscription();
      let promotionCode = null;
      if (request.promoCode) {
        promotionCode = await deps.payments.findPromotionCode(request.promoCode);
        const refusal = promotionCodeRefusal(promotionCode, request.promoCode, {
          now: deps.now(),
          hasHadSubscription,
        });
        if (refusal) throw invalidField('promoCode', refusal);
      }
      const product = subscriptionProductOf(request.product);
      // One free month per team: a website subscription started again after a cancellation has none.
      const trialDays = (await repository.hasHadSubscription(request.product))
        ? 0
        : trialDaysOf(request.product);
      const checkout = await deps.payments.createSubscriptionCheckout({
        teamId: team.teamId,
        customerEmail: team.team.email,
        product: request.product,
        period: request.period,
        quantity,
        unitAmountCents: product.prices[request.period],
        productName: product.name,
        trialDays,
        promotionCode,
        successUrl: returnUrl('success'),
        cancelUrl: returnUrl('canceled'),
        idempotencyKey: `subscription-checkout:${team.teamId}:${request.checkoutKey}`,
      });
      return { checkoutUrl: checkout.url };
    },

    /**
     * Cancels a product: a trial ends at once and is never charged; a paid period ends at its
     * renewal date when cancelled at least 15 days before it.
     */
    async cancel(team: SessionTeam, product: SubscriptionProductKey): Promise<void> {
      refuseInPrivateDemo(team.team, 'subscription');
      const row = await runningRow(team, product, subscriptionMessages.nothingToCancel(product));
      if (row.status === 'trialing' || row.status === 'paused') {
        await deps.payments.cancelSubscriptionNow(row.providerSubscriptionId, keyOf('cancel-now', row));
        return;
      }
      if (row.cancelAtPeriodEnd)
        throw new AppError('conflict', subscriptionMessages.nothingToCancel(product));
      if (row.currentPeriodEnd && deps.now() > cancellationDeadline(row.currentPeriodEnd)) {
        throw new AppError(
          'conflict',
          subscriptionMessages.cancellationTooLate(
            product,
            formatTeamDate(row.currentPeriodEnd, team.team.timeZone),
          ),
        );
      }
      await deps.payments.setCancelAtPeriodEnd(row.providerSubscriptionId, true, keyOf('cancel', row));
    },

    /** Takes back a cancellation set for the end of the period. */
    async resume(team: SessionTeam, product: SubscriptionProductKey): Promise<void> {
      refuseInPrivateDemo(team.team, 'subscription');
      const row = await runningRow(team, product, subscriptionMessages.nothingToResume(product));
      if (!row.cancelAtPeriodEnd)
        throw new AppError('conflict', subscriptionMessages.nothingToResume(product));
      await deps.payments.setCancelAtPeriodEnd(row.providerSubscriptionId, false, keyOf('resume', row));
    },

    /**
     * A link to the provider's page for the team's payment method and invoices (spec part 1 §8
     * "redirect to payment provider account error"), coming back to Subscription & Account. The
     * customer is the one the provider's events named; a team without one has nothing to manage.
     */
    async openBillingPortal(team: SessionTeam): Promise<{ url: string }> {
      refuseInPrivateDemo(team.team, 'subscription');
      const rows = await createSubscriptionsRepository(deps.db, team).findAll();
      const customerId = rows.find((row) => row.providerCustomerId)?.providerCustomerId;
      if (!customerId) throw new AppError('conflict', subscriptionMessages.noBillingAccount);
      try {
        return await deps.payments.createBillingPortalLink({
          customerId,
          returnUrl: accountUrl.toString(),
          // A portal session changes nothing, so each request is its own; the key makes the
          // client's network retries of this one request a single session.
          idempotencyKey: `billing-portal:${team.teamId}:${randomUUID()}`,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'payment_provider')
          throw paymentProviderError(subscriptionMessages.billingPortalUnavailable, error);
        throw error;
      }
    },

    /**
     * A provider event (the webhook route, or the sandbox in-process): signature-checked, applied
     * once by its id, an older event never overriding a newer one. Publishing is recomputed in the
     * same transaction, and a domain email subscription that starts orders its mailboxes there too.
     */
    async receiveProviderEvent(payload: string, signature: string | undefined): Promise<void> {
      const event = deps.payments.parseWebhookEvent(payload, signature);
      // A refund names its charge; the provider is asked which subscription it paid (before the
      // transaction, so no row is locked while it answers).
      const subscription = event.subscription ?? (await event.findRefundedSubscription?.()) ?? null;
      const changedTeam = await deps.db.transaction(async (tx) => {
        if (!(await recordPaymentEvent(tx, event.id, event.type))) return null;
        if (!subscription || !(await teamExistsForPaymentEvent(tx, subscription.teamId))) return null;
        const applied = await applyProviderSubscription(
          tx,
          subscription,
          event.createdAt,
          deps.payments.kind,
          event.isRefund === true,
        );
        if (!applied) return null;
        await writeSubscriptionInfo(tx, subscription.teamId, (info) =>
          subscriptionInfoWith(info, subscription.product, subscription),
        );
        const scope: TeamScope = { teamId: subscription.teamId };
        const isStarting =
          !isSubscriptionRunning(applied.previousStatus) && isSubscriptionRunning(subscription.status);
        if (subscription.product === 'email' && isStarting) {
          const info = await createSubscriptionsRepository(tx, scope).findSubscriptionInfo();
          await deps.domains.orderSubscribedMailboxes(tx, scope, {
            mailboxes: info.domainEmails,
            wantedDomain: info.domainURL,
          });
        }
        await deps.publishing.recompute(tx, scope);
        return scope;
      });
      if (!changedTeam) return;
      if (subscription?.product === 'domain' && subscription.status === 'active') {
        const { domainURL } = await createSubscriptionsRepository(
          deps.db,
          changedTeam,
        ).findSubscriptionInfo();
        if (domainURL.trim() !== '') await registerWantedDomain(changedTeam, domainURL);
      }
      deps.publishing.announce(changedTeam);
    },

    /** Operator console: the provider's promotion codes. */
    listPromotionCodes() {
      return deps.payments.listPromotionCodes();
    },

    /** Operator console: a new promotion code (the code is the idempotency key: a retry is the same code). */
    async createPromotionCode(input: NewPromotionCode) {
      const existing = await deps.payments.findPromotionCode(input.code);
      if (existing) throw invalidField('code', operatorMessages.promoCodeTaken(input.code));
      return deps.payments.createPromotionCode(input, `promotion-code:${input.code}`);
    },

    retirePromotionCode(id: string) {
      return deps.payments.retirePromotionCode(id, `retire-promotion-code:${id}`);
    },

    /**
     * The website subscription's payment history as referral rewards need it: since when it has
     * been active and paid without a break, and its latest refund.
     */
    async findWebsitePayment(scope: TeamScope): Promise<{ paidSince: Date | null; refundedAt: Date | null }> {
      const row = await createSubscriptionsRepository(deps.db, scope).findByProduct('website');
      return { paidSince: row?.paidSince ?? null, refundedAt: row?.refundedAt ?? null };
    },

    /**
     * When the team's website closed (its website subscription ended and the period is over,
     * `websiteClosedAt`), or null: the site shows its closed page, and the team is deleted
     * `closedTeamRetentionDays` later.
     */
    async findWebsiteClosure(scope: TeamScope): Promise<Date | null> {
      const row = await createSubscriptionsRepository(deps.db, scope).findByProduct('website');
      return websiteClosedAt(row, deps.now());
    },

    /** Cross-tenant, for the worker: teams whose website closed before `closedBefore`. */
    async findTeamsClosedBefore(closedBefore: Date): Promise<TeamScope[]> {
      const rows = await findEndedWebsiteSubscriptions(deps.db, closedBefore);
      return rows.flatMap((row) => {
        const closedAt = websiteClosedAt(row, deps.now());
        return closedAt && closedAt < closedBefore ? [{ teamId: row.teamId }] : [];
      });
    },

    /**
     * The worker's retry: each active domain subscription whose wanted domain is not registered
     * for its team yet is registered again (the registration is idempotent). Returns how many
     * were tried.
     */
    async retryDomainRegistrations(): Promise<number> {
      const due = await deps.domains.findUnregisteredDomains(
        await findActiveDomainSubscriptionsWithWantedDomain(deps.db),
      );
      for (const { teamId, domain } of due) {
        const scope: TeamScope = { teamId };
        await registerWantedDomain(scope, domain);
        deps.publishing.announce(scope);
      }
      return due.length;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
