import { isSitePublishable, type SitePublishingFacts } from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SiteChanges } from '../../platform/site-changes.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

/**
 * `teams.published` (issue 21 "When a site is live"): recomputed from `isSitePublishable` inside
 * the transaction of every agreement or subscription change, by whichever module made it (the
 * agreements module with a signature, this module with a provider event), so the flag can never
 * stay behind a committed change. The site cache of this instance follows at once (`announce`,
 * after the commit); the others within SITE_REVALIDATE_MS, as the write bumps the team's content
 * version (decision 011).
 */
export function createSitePublishingService(deps: { db: Db; siteChanges: SiteChanges }) {
  async function factsFrom(
    db: DbOrTx,
    scope: TeamScope,
  ): Promise<(SitePublishingFacts & { published: boolean }) | null> {
    const repository = createSubscriptionsRepository(db, scope);
    const team = await repository.findPublishingTeam();
    if (!team) return null;
    const statuses = await repository.findStatuses();
    return {
      websiteAgreement: team.licensingAgreement,
      websiteSubscription: statuses.website,
      domainSubscription: statuses.domain,
      subscriptionInfo: await repository.findSubscriptionInfo(),
      published: team.published,
    };
  }

  /** Recomputes and stores whether the team's site is published, in `tx`; returns the new value. */
  async function recompute(tx: DbOrTx, scope: TeamScope): Promise<boolean> {
    const repository = createSubscriptionsRepository(tx, scope);
    const team = await repository.findPublishingTeam();
    if (!team) return false;
    // Shared demo teams are always published; a private demo copy never is (decision 008).
    if (team.demoId) return team.published;
    const facts = await factsFrom(tx, scope);
    const publishable = !team.privateDemoExpiresAt && facts !== null && isSitePublishable(facts);
    if (publishable !== team.published) await repository.setPublished(publishable);
    return publishable;
  }

  /** After the commit of a change: this instance's site cache drops the team at once. */
  const announce = (scope: TeamScope) => deps.siteChanges.teamChanged(scope.teamId);

  return {
    /** What publishing depends on, and whether the site is published now. */
    factsOf: (scope: TeamScope) => factsFrom(deps.db, scope),

    /** In the transaction that changes what publishing depends on; call `announce` after its commit. */
    recompute,
    announce,
  };
}

export type SitePublishingService = ReturnType<typeof createSitePublishingService>;
