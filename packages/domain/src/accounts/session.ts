import type { AccountType, SportsType, WebsiteType } from '../sports/sports-types.ts';

/** What the portal knows about the signed-in team (spec part 1 §3 "Session state"). */
export interface TeamSession {
  id: string;
  name: string;
  organizationId: string;
  organizationName: string;
  email: string;
  slug: string;
  sportsType: SportsType;
  websiteType: WebsiteType;
  loginCount: number;
  /** When the team was created (sign-up, ISO time): the unverified-email grace counts from it. */
  timeCreated: string;
  stripeAccountId: string | null;
  referralId: string;
  logoUrl: string | null;
  silhouetteLogoUrl: string | null;
  /** Set on a visitor's private demo copy: when it is deleted (ISO time); null for real teams. */
  privateDemoExpiresAt: string | null;
  /** The team's time zone: the portal shows every date and time in it (decision 037). */
  timeZone: string;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  /** An address the user is changing to, in force only once verified (until then `email` is). */
  pendingEmail: string | null;
  firstName: string;
  lastName: string;
}

export interface SessionResponse {
  userLogged: boolean;
  accountType: AccountType;
  user: SessionUser | null;
  team: TeamSession | null;
}

/** Error body every API error uses (DESIGN.md "Tenancy and security rules"). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Header every state-changing API request carries; cross-site forms cannot set it (CSRF guard). */
export const csrfHeaderName = 'x-sideline-csrf';
export const csrfHeaderValue = '1';

/**
 * The teams a signed-in user may act for (GET /api/accounts/teams): every team of the organization
 * they own and every team they own (an imported team is one more team of the organization).
 */
export interface AccountTeam {
  id: string;
  name: string;
  slug: string;
  /** The team this browser acts for now. */
  isActive: boolean;
}

export interface AccountTeamsResponse {
  teams: AccountTeam[];
}

/**
 * The cookie naming the team this browser acts for (POST /api/accounts/team). Only a hint: every
 * request checks the user may act for it, and falls back to their first team otherwise.
 */
export const activeTeamCookieName = 'sideline_team';
