import { accountMessages, exceedsUnverifiedLoginLimit, privateDemoMessages } from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { type Auth, toFetchHeaders } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountOfUser, type OrganizationRow, type TeamRow } from './accounts.repository.ts';

/** The signed-in user's team, as every team-scoped route sees it. */
export interface SessionTeam {
  userId: string;
  teamId: string;
  team: TeamRow;
  organization: OrganizationRow | null;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireTeam` preHandler. */
    sessionTeam: SessionTeam | null;
  }
}

/**
 * Resolves the team of the session cookie: the organization the user owns, then its team, or the
 * team the user owns (the same look-up as sign-in). The one way in for every route that acts for
 * a team:
 *
 *   app.get('/api/x', { preHandler: guard.requireTeam }, (request) => request.sessionTeam!.teamId)
 *
 * It applies the unverified-email rule of sign-in too, so a session opened before a refused
 * sign-in cannot keep acting for the team (403 "Please verify your email address to sign in").
 */
export function createSessionGuard(deps: { auth: Auth; db: DbOrTx; unverifiedLoginLimit: number }) {
  async function resolve(request: FastifyRequest): Promise<SessionTeam | null> {
    const session = await deps.auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const { team, organization } = await findAccountOfUser(deps.db, session.user.id);
    // Nobody acts for a shared demo team; a private demo copy ends at its expiry, even before the
    // cleanup has deleted it.
    if (!team || organization?.isDemo) return null;
    if (team.privateDemoExpiresAt && team.privateDemoExpiresAt <= new Date()) {
      throw new AppError('unauthorized', privateDemoMessages.expired);
    }
    if (exceedsUnverifiedLoginLimit(session.user, team, deps.unverifiedLoginLimit, new Date())) {
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
    /** Fastify preHandler: refuses signed-out requests (401) and sets `request.sessionTeam`. */
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
