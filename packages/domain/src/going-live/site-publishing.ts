import type { LicensingAgreement, SubscriptionInfo } from '../team/team-record.ts';
import { isAgreementInForce } from './agreements.ts';

/**
 * A subscription's state as the payment provider reports it (Stripe's statuses, reduced to what
 * Sideline acts on). `none`: never started. `paused`: a trial ended without a payment method
 * (never charged). `past_due`: a renewal payment failed and is being retried.
 */
export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled';

/** Whether a subscription in this state keeps what it pays for running. */
export function isSubscriptionInGoodStanding(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active';
}

export interface SitePublishingFacts {
  websiteAgreement: LicensingAgreement;
  websiteSubscription: SubscriptionStatus;
  domainSubscription: SubscriptionStatus;
  subscriptionInfo: Pick<SubscriptionInfo, 'domainURL' | 'domainCharge'>;
}

/** A domain Sideline charges for is set, so the domain subscription must be active too. */
export function isDomainSubscriptionRequired(info: SitePublishingFacts['subscriptionInfo']): boolean {
  return info.domainCharge && info.domainURL.trim() !== '';
}

/**
 * `teams.published` (spec part 1 §4, issue 21): true exactly when the website agreement is in
 * force, the website subscription is trialing or active, and, when a charged domain is set, the
 * domain subscription is active (a domain has no trial).
 */
export function isSitePublishable(facts: SitePublishingFacts): boolean {
  if (!isAgreementInForce(facts.websiteAgreement, 'website')) return false;
  if (!isSubscriptionInGoodStanding(facts.websiteSubscription)) return false;
  if (isDomainSubscriptionRequired(facts.subscriptionInfo) && facts.domainSubscription !== 'active')
    return false;
  return true;
}

export type GoingLiveStepKey = 'agreement' | 'subscription' | 'domain';

export interface GoingLiveStep {
  key: GoingLiveStepKey;
  isDone: boolean;
}

/**
 * The dashboard checklist's going-live steps, in the order an admin does them. The domain step
 * appears only when a charged domain is set. The store issue appends its own steps.
 */
export function goingLiveSteps(facts: SitePublishingFacts): GoingLiveStep[] {
  const steps: GoingLiveStep[] = [
    { key: 'agreement', isDone: isAgreementInForce(facts.websiteAgreement, 'website') },
    { key: 'subscription', isDone: isSubscriptionInGoodStanding(facts.websiteSubscription) },
  ];
  if (isDomainSubscriptionRequired(facts.subscriptionInfo)) {
    steps.push({ key: 'domain', isDone: facts.domainSubscription === 'active' });
  }
  return steps;
}
