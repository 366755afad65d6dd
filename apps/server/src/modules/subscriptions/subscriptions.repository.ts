import {
  type SubscriptionInfo,
  type SubscriptionProductKey,
  type SubscriptionStatus,
  subscriptionInfoSchema,
} from '@sideline/domain';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { teamSubscriptionInfo, teams } from '../../db/schema/teams.ts';
import type { ProviderSubscription } from '../../platform/payments/payment-provider.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A team's subscriptions and its subscription-info document, for one team. */
export function createSubscriptionsRepository(db: DbOrTx, scope: TeamScope) {
  return {
    async findAll(): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).where(whereTeam(subscriptions, scope));
    },

    async findByProduct(product: SubscriptionProductKey): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(whereTeam(subscriptions, scope, eq(subscriptions.product, product)));
      return row ?? null;
    },

    /** Whether the team ever started a subscription of the product (a second one has no free month). */
    async hasHadSubscription(product?: SubscriptionProductKey): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          whereTeam(
            subscriptions,
            scope,
            isNotNull(subscriptions.providerSubscriptionId),
            product ? eq(subscriptions.product, product) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async findSubscriptionInfo(): Promise<SubscriptionInfo> {
      const [row] = await db
        .select({ data: teamSubscriptionInfo.data })
        .from(teamSubscriptionInfo)
        .where(eq(teamSubscriptionInfo.teamId, scope.teamId));
      return subscriptionInfoSchema.parse(row?.data ?? {});
    },

    /** The team row's facts publishing reads (agreement, demo flags, current published flag). */
    async findPublishingTeam() {
      const [row] = await db
        .select({
          licensingAgreement: teams.licensingAgreement,
          published: teams.published,
          demoId: teams.demoId,
          privateDemoExpiresAt: teams.privateDemoExpiresAt,
        })
        .from(teams)
        .where(eq(teams.id, scope.teamId));
      return row ?? null;
    },

    /** The team's name and address, for the mails about its subscriptions. */
    async findTeamContact(): Promise<{ name: string; email: string } | null> {
      const [row] = await db
        .select({ name: teams.name, email: teams.email })
        .from(teams)
        .where(eq(teams.id, scope.teamId));
      return row ?? null;
    },

    /**
     * Marks the failed registration of `domain` reported; false when it was reported before (by an
     * earlier attempt or another worker), so the mails go once per domain.
     */
    async claimRegistrationFailureReport(domain: string): Promise<boolean> {
      const updated = await db
        .update(subscriptions)
        .set({ registrationFailureMailedFor: domain })
        .where(
          whereTeam(
            subscriptions,
            scope,
            eq(subscriptions.product, 'domain'),
            or(
              isNull(subscriptions.registrationFailureMailedFor),
              ne(subscriptions.registrationFailureMailedFor, domain),
            ),
          ),
        )
        .returning({ id: subscriptions.id });
      return updated.length > 0;
    },

    async setPublished(published: boolean): Promise<void> {
      await db.update(teams).set({ published }).where(eq(teams.id, scope.teamId));
    },

    /** Each product's status (`none` when never started). */
    async findStatuses(): Promise<Record<SubscriptionProductKey, SubscriptionStatus>> {
      const rows = await db
        .select({ product: subscriptions.product, status: subscriptions.status })
        .from(subscriptions)
        .where(whereTeam(subscriptions, scope));
      const statuses: Record<SubscriptionProductKey, SubscriptionStatus> = {
        website: 'none',
        domain: 'none',
        email: 'none',
      };
      for (const row of rows) statuses[row.product] = row.status;
      return statuses;
    },
  };
}

/** Whether the team an event names exists (a deleted team's late events change nothing). */
export async function teamExistsForPaymentEvent(tx: DbOrTx, teamId: string): Promise<boolean> {
  const [row] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  return Boolean(row);
}

/**
 * Applies a provider's view of a subscription to the team's row of that product, unless a newer
 * event was applied already (events may arrive out of order). Returns the status it replaced
 * (`none` for a first row), or null when it changed nothing.
 */
export async function applyProviderSubscription(
  tx: DbOrTx,
  subscription: ProviderSubscription,
  eventAt: Date,
  provider: 'sandbox' | 'stripe',
  isRefund = false,
): Promise<{ previousStatus: SubscriptionStatus } | null> {
  const scope = { teamId: subscription.teamId };
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(whereTeam(subscriptions, scope, eq(subscriptions.product, subscription.product)))
    .for('update');
  const isSameSubscription = current?.providerSubscriptionId === subscription.id;
  if (current && isSameSubscription && current.lastEventAt && current.lastEventAt > eventAt) {
    // A refund delivered after newer events changes no state, but is still a refund (referral
    // rewards are withdrawn for it).
    if (isRefund && (!current.refundedAt || current.refundedAt < eventAt)) {
      await tx.update(subscriptions).set({ refundedAt: eventAt }).where(eq(subscriptions.id, current.id));
    }
    return null;
  }
  // An event about an older, replaced subscription of the product never overrides the newer one.
  if (current && !isSameSubscription && current.lastEventAt && current.lastEventAt > eventAt) return null;
  const values = {
    period: subscription.period,
    status: subscription.status,
    provider,
    providerSubscriptionId: subscription.id,
    providerCustomerId: subscription.customerId,
    trialEnd: subscription.trialEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    hasPaymentMethod: subscription.hasPaymentMethod,
    promoCode: subscription.promoCode,
    quantity: subscription.quantity,
    lastEventAt: eventAt,
    // Paid without a break since the first active event of this subscription (referral rewards).
    paidSince:
      subscription.status !== 'active'
        ? null
        : isSameSubscription && current?.status === 'active' && current.paidSince
          ? current.paidSince
          : eventAt,
    ...(isRefund ? { refundedAt: eventAt } : {}),
  };
  if (current) {
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id));
  } else {
    await tx
      .insert(subscriptions)
      .values({ teamId: subscription.teamId, product: subscription.product, ...values });
  }
  return { previousStatus: current?.status ?? 'none' };
}

/** Rewrites the team's subscription-info document (read-only for the team; the platform writes it). */
export async function writeSubscriptionInfo(
  tx: DbOrTx,
  teamId: string,
  change: (info: SubscriptionInfo) => SubscriptionInfo,
): Promise<void> {
  const [row] = await tx
    .select({ data: teamSubscriptionInfo.data })
    .from(teamSubscriptionInfo)
    .where(eq(teamSubscriptionInfo.teamId, teamId))
    .for('update');
  if (!row) return;
  await tx
    .update(teamSubscriptionInfo)
    .set({ data: change(subscriptionInfoSchema.parse(row.data)) })
    .where(eq(teamSubscriptionInfo.teamId, teamId));
}

/**
 * Teams whose domain subscription is active and which named a domain to register (the wanted
 * `domainURL`), with that domain. Cross-tenant (the worker's registration retries).
 */
export async function findActiveDomainSubscriptionsWithWantedDomain(
  db: DbOrTx,
): Promise<{ teamId: string; domain: string }[]> {
  const wantedDomain = sql<string>`${teamSubscriptionInfo.data}->>'domainURL'`;
  return db
    .select({ teamId: subscriptions.teamId, domain: wantedDomain })
    .from(subscriptions)
    .innerJoin(teamSubscriptionInfo, eq(teamSubscriptionInfo.teamId, subscriptions.teamId))
    .where(
      and(
        eq(subscriptions.product, 'domain'),
        eq(subscriptions.status, 'active'),
        sql`coalesce(btrim(${wantedDomain}), '') <> ''`,
      ),
    );
}

/** Subscriptions that may need a reminder: a trial or a paid period that will renew. Cross-tenant. */
export async function findRemindableSubscriptions(db: DbOrTx) {
  return db
    .select({
      subscription: subscriptions,
      team: { name: teams.name, email: teams.email, timeZone: teams.timeZone },
    })
    .from(subscriptions)
    .innerJoin(teams, eq(teams.id, subscriptions.teamId))
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active']),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNotNull(subscriptions.currentPeriodEnd),
      ),
    );
}

/**
 * Marks a reminder sent for the period ending at `periodEnd`; false when another worker did it
 * first (so each reminder goes once).
 */
export async function claimReminder(
  tx: DbOrTx,
  subscriptionId: string,
  days: 7 | 3,
  periodEnd: Date,
  previous: Date | null,
): Promise<boolean> {
  const column = days === 7 ? subscriptions.reminder7SentFor : subscriptions.reminder3SentFor;
  const set = days === 7 ? { reminder7SentFor: periodEnd } : { reminder3SentFor: periodEnd };
  const updated = await tx
    .update(subscriptions)
    .set(set)
    .where(
      and(eq(subscriptions.id, subscriptionId), previous === null ? isNull(column) : eq(column, previous)),
    )
    .returning({ id: subscriptions.id });
  return updated.length > 0;
}

/**
 * Cross-tenant look-up for closed-team deletion: the website subscriptions that have ended
 * (canceled) with the provider's report of the end before `endedBefore`, with their teams' ids.
 * The closure rule itself (websiteClosedAt) decides from these rows.
 */
export async function findEndedWebsiteSubscriptions(
  db: DbOrTx,
  endedBefore: Date,
): Promise<Pick<SubscriptionRow, 'teamId' | 'status' | 'currentPeriodEnd' | 'lastEventAt'>[]> {
  return db
    .select({
      teamId: subscriptions.teamId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      lastEventAt: subscriptions.lastEventAt,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.product, 'website'),
        eq(subscriptions.status, 'canceled'),
        or(
          sql`${subscriptions.currentPeriodEnd} < ${endedBefore}`,
          sql`${subscriptions.lastEventAt} < ${endedBefore}`,
        ),
      ),
    );
}
