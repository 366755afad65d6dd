import { buildPortalMenu, type PortalMenuSection, type TeamSession } from '@sideline/domain';

/** The side menu of the signed-in team (its website type and whether it has a payment account). */
export function buildTeamMenu(team: TeamSession): PortalMenuSection[] {
  return buildPortalMenu(team.websiteType, Boolean(team.stripeAccountId));
}
