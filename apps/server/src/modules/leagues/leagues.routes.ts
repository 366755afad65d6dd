import { leagueInputSchema, leagueSchema, preDevelopedLeaguesResponseSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../accounts/session-guard.ts';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { LeaguesService } from './leagues.service.ts';

/** /api/leagues, /api/leagues/:id and the read-only /api/leagues/predeveloped of the team's sport. */
export function registerLeaguesRoutes(
  app: FastifyInstance,
  deps: { service: LeaguesService; guard: SessionGuard },
): void {
  app.get(
    '/api/leagues/predeveloped',
    {
      preValidation: deps.guard.requireTeam,
      schema: { tags: ['leagues'], response: { 200: preDevelopedLeaguesResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.listPreDeveloped(request.sessionTeam!.teamId);
    },
  );
  registerContentSectionRoutes(app, deps.guard, {
    path: '/api/leagues',
    tag: 'leagues',
    input: leagueInputSchema,
    record: leagueSchema,
    service: deps.service,
  });
}
