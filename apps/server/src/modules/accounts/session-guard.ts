import { accountMessages } from '@sideline/domain';
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
 * team the user owns (the same look-up as sign-in). Used by every module that acts for a team:
 *
 *   app.get('/api/x', { preHandler: guard.requireTeam }, (request) => request.sessionTeam!.teamId)
 *   const teamId = await guard.getTeamId(request);
 */
export function createSessionGuard(deps: { auth: Auth; db: DbOrTx }) {
  const resolved = new WeakMap<FastifyRequest, Promise<SessionTeam | null>>();

  async function resolve(request: FastifyRequest): Promise<SessionTeam | null> {
    const session = await deps.auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const { team, organization } = await findAccountOfUser(deps.db, session.user.id);
    if (!team) return null;
    return {
      userId: session.user.id,
      teamId: team.id,
      team,
      organization,
      emailVerified: session.user.emailVerified,
    };
  }

  /** The signed-in team, or null when signed out (looked up once per request). */
  function getSessionTeam(request: FastifyRequest): Promise<SessionTeam | null> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = resolve(request);
      resolved.set(request, pending);
    }
    return pending;
  }

  /** The signed-in team, or a 401 "Please sign in to continue." */
  async function requireSessionTeam(request: FastifyRequest): Promise<SessionTeam> {
    const sessionTeam = request.sessionTeam ?? (await getSessionTeam(request));
    if (!sessionTeam) throw new AppError('unauthorized', accountMessages.signInRequired);
    request.sessionTeam = sessionTeam;
    return sessionTeam;
  }

  return {
    getSessionTeam,
    requireSessionTeam,
    /** Fastify preHandler: refuses signed-out requests (401) and sets `request.sessionTeam`. */
    async requireTeam(request: FastifyRequest): Promise<void> {
      await requireSessionTeam(request);
    },
    /** The signed-in team's id (401 when signed out): what team-scoped repositories are created with. */
    async getTeamId(request: FastifyRequest): Promise<string> {
      return (await requireSessionTeam(request)).teamId;
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;

/** Declares `request.sessionTeam` once on the app (before any route uses the guard). */
export function registerSessionGuard(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('sessionTeam')) app.decorateRequest('sessionTeam', null);
}
