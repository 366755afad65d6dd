import { buildPortalMenu, type PortalMenuSection, type TeamSession } from '@sideline/domain';

/** The side menu of the signed-in team (its website type and whether it has a payment account). */
export function buildTeamMenu(team: TeamSession): PortalMenuSection[] {
  return buildPortalMenu(team.websiteType, Boolean(team.stripeAccountId));
}

/** Where "set up the store" goes: the store overview once the team has a payment account, else store setup. */
export function getStoreSetupPath(team: TeamSession): string {
  return team.stripeAccountId ? '/portal/store/overview' : '/portal/store';
}
