import { files } from '../../db/schema/platform.ts';
import {
  organizations,
  teamAdminInfo,
  teamStoreActivation,
  teamSubscriptionInfo,
  teams,
} from '../../db/schema/teams.ts';
import type { TeamSeedPart } from './team-seed-part.ts';

/**
 * The organization, the team record with its default settings, its three read-only documents
 * and the records of the seed images stored for it.
 */
export const teamsSeeding: TeamSeedPart = {
  area: 'teams',
  async seed(tx, scope, { team, defaults, images }) {
    const { teamId } = scope;
    await tx.insert(organizations).values({
      id: team.organizationId,
      name: team.organizationName,
      ownerUserId: team.ownerUserId,
      isDemo: Boolean(team.demoId),
    });
    await tx.insert(teams).values({
      id: teamId,
      slug: team.slug,
      organizationId: team.organizationId,
      ownerUserId: team.ownerUserId,
      email: team.email,
      name: team.name,
      sportsType: team.sportsType,
      ageType: team.ageType,
      websiteType: team.websiteType,
      timeZone: team.timeZone,
      info: defaults.info,
      storeInfo: defaults.storeInfo,
      logo: defaults.logo,
      silhouetteLogo: defaults.silhouetteLogo,
      website: images.website,
      socials: defaults.socials,
      form: defaults.form,
      policies: defaults.policies,
      communications: defaults.communications,
      licensingAgreement: defaults.licensingAgreement,
      storeLicensingAgreement: defaults.storeLicensingAgreement,
      notifications: defaults.notifications,
      referralId: team.referralId,
      referredBy: team.referredBy,
      published: Boolean(team.demoId),
      demoId: team.demoId,
      privateDemoExpiresAt: team.privateDemoExpiresAt,
    });
    await tx
      .insert(teamSubscriptionInfo)
      .values({ teamId, data: defaults.subscriptionInfo, sportsType: team.sportsType });
    await tx.insert(teamStoreActivation).values({ teamId, data: defaults.storeActivation });
    await tx.insert(teamAdminInfo).values({ teamId, ...defaults.adminInfo });
    await tx.insert(files).values([...images.fileRows]);
  },
};
