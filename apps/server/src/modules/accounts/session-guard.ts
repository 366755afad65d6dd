import {
  accountMessages,
  activeTeamCookieName,
  exceedsUnverifiedLoginLimit,
  privateDemoMessages,
} from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { type Auth, toFetchHeaders } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { findAccountOfUser, type OrganizationRow, type TeamRow } from './accounts.repository.ts';

/** The signed-in user's team: the TeamScope every team route hands its service. */
export interface SessionTeam extends TeamScope {
  userId: string;
  team: TeamRow;
  organization: OrganizationRow | null;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the team scope's hook ({@link registerTeamScope}); read it with {@link teamScopeOf}. */
    sessionTeam: SessionTeam | null;
  }
}

/**
 * Resolves the team of the session cookie: the organization the user owns, then its team, or the
 * team the user owns (the same look-up as sign-in). Team routes never call it themselves: they are
 * registered inside the team scope ({@link registerTeamScope}), whose hook does. Routes that only
 * look whether the visitor is the team's admin (a private file, a site preview) call `requireTeam`.
 *
 * It applies the unverified-email rule of sign-in too, so a session opened before a refused
 * sign-in cannot keep acting for the team (403 "Please verify your email address to sign in").
 */
export function createSessionGuard(deps: {
  auth: Auth;
  db: DbOrTx;
  unverifiedLoginLimit: number;
  now: () => Date;
}) {
  async function resolve(request: FastifyRequest): Promise<SessionTeam | null> {
    const session = await deps.auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const { team, organization } = await findAccountOfUser(
      deps.db,
      session.user.id,
      request.cookies?.[activeTeamCookieName],
    );
    // Nobody acts for a shared demo team; a private demo copy ends at its expiry, even before the
    // cleanup has deleted it.
    if (!team || organization?.isDemo) return null;
    if (team.privateDemoExpiresAt && team.privateDemoExpiresAt <= deps.now()) {
      throw new AppError('unauthorized', privateDemoMessages.expired);
    }
    if (exceedsUnverifiedLoginLimit(session.user, team, deps.unverifiedLoginLimit, deps.now())) {
      throw new AppError('unverified_email', accountMessages.unverifiedEmail);
    }
    return {
      userId: session.user.id,
      teamId: team.id,
      team,
      organization,
      emailVerified: session.user.emailVerified,
    };
  }

  return {
    /** Fastify hook: refuses signed-out requests (401) and sets `request.sessionTeam`. */
    async requireTeam(request: FastifyRequest): Promise<void> {
      if (request.sessionTeam) return;
      const sessionTeam = await resolve(request);
      if (!sessionTeam) throw new AppError('unauthorized', accountMessages.signInRequired);
      request.sessionTeam = sessionTeam;
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;

/** Declares `request.sessionTeam` once on the app (before any route uses the guard). */
export function registerSessionGuard(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('sessionTeam')) app.decorateRequest('sessionTeam', null);
}

/**
 * The one scope every team route lives in: an encapsulated plugin whose hook authenticates each
 * request (401 signed out) before its params, query or body are validated, so a signed-out request
 * learns nothing but 401, and no route inside can forget the check.
 */
export async function registerTeamScope(
  app: FastifyInstance,
  guard: SessionGuard,
  registerRoutes: (teamApp: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (teamApp) => {
    teamApp.addHook('preValidation', guard.requireTeam);
    await registerRoutes(teamApp);
  });
}

/**
 * The team of a request in the team scope. Outside it there is none, and the answer is the same
 * 401 as signed out rather than a crash.
 */
export function teamScopeOf(request: FastifyRequest): SessionTeam {
  if (!request.sessionTeam) throw new AppError('unauthorized', accountMessages.signInRequired);
  return request.sessionTeam;
}
