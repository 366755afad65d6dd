import type { SessionResponse, TeamSession } from '@sideline/domain';

export function buildTeam(overrides: Partial<TeamSession> = {}): TeamSession {
  return {
    id: 'team-1',
    name: 'Northfield University Hockey',
    organizationId: 'org-1',
    organizationName: 'Northfield University',
    email: 'admin@northfield.test',
    slug: 'northfield-hockey',
    sportsType: 'WOMENSICEHOCKEY',
    websiteType: 'WEBSITEANDSTORE',
    loginCount: 1,
    timeCreated: '2026-11-20T09:00:00.000Z',
    stripeAccountId: null,
    referralId: 'northfield1',
    logoUrl: null,
    silhouetteLogoUrl: null,
    privateDemoExpiresAt: null,
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export function buildSession(team: TeamSession = buildTeam()): SessionResponse {
  return {
    userLogged: true,
    accountType: 'TEAM',
    user: {
      id: 'user-1',
      email: team.email,
      emailVerified: true,
      pendingEmail: null,
      firstName: 'Alex',
      lastName: 'Morgan',
    },
    team,
  };
}
