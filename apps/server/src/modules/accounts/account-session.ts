import type { SessionResponse, TeamSession } from '@sideline/domain';
import type { OrganizationRow, TeamRow, UserAccount, UserRow } from './accounts.repository.ts';

export const signedOutSession: SessionResponse = {
  userLogged: false,
  accountType: 'NONE',
  user: null,
  team: null,
};

export function toTeamSession(team: TeamRow, organization: OrganizationRow | null): TeamSession {
  return {
    id: team.id,
    name: team.name,
    organizationId: team.organizationId,
    organizationName: organization?.name ?? '',
    email: team.email,
    slug: team.slug,
    sportsType: team.sportsType,
    websiteType: team.websiteType,
    loginCount: team.loginCount,
    timeCreated: team.timeCreated.toISOString(),
    stripeAccountId: team.stripeAccountId,
    referralId: team.referralId,
    logoUrl: team.logo?.logo?.link || null,
    silhouetteLogoUrl: team.silhouetteLogo?.logo?.link || null,
    privateDemoExpiresAt: team.privateDemoExpiresAt?.toISOString() ?? null,
    timeZone: team.timeZone,
  };
}

/** The user fields a session shows: from a user row, or from the user better-auth's getSession returns. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'email' | 'emailVerified' | 'pendingEmail' | 'firstName' | 'lastName'
>;

/** better-auth's session user (firstName, lastName, pendingEmail are additionalFields) as a SessionUser. */
export function toSessionUser(user: {
  id: string;
  email: string;
  emailVerified: boolean;
  pendingEmail?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail ?? null,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  };
}

/** The session state the portal keeps (spec part 1 §3): the user, and the team signed in as. */
export function toSessionResponse(user: SessionUser, account: UserAccount): SessionResponse {
  return {
    userLogged: true,
    accountType: account.team ? 'TEAM' : account.organization ? 'ORG' : 'NONE',
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      pendingEmail: user.pendingEmail,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    team: account.team ? toTeamSession(account.team, account.organization) : null,
  };
}
