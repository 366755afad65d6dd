import { preDevelopedSeasonsResponseSchema, seasonInputSchema, seasonSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../accounts/session-guard.ts';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { SeasonsService } from './seasons.service.ts';

/** /api/seasons, /api/seasons/:id and the read-only /api/seasons/predeveloped of the team's sport. */
export function registerSeasonsRoutes(
  app: FastifyInstance,
  deps: { service: SeasonsService; guard: SessionGuard },
): void {
  app.get(
    '/api/seasons/predeveloped',
    {
      preValidation: deps.guard.requireTeam,
      schema: { tags: ['seasons'], response: { 200: preDevelopedSeasonsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.listPreDeveloped(request.sessionTeam!.teamId);
    },
  );
  registerContentSectionRoutes(app, deps.guard, {
    path: '/api/seasons',
    tag: 'seasons',
    input: seasonInputSchema,
    record: seasonSchema,
    service: deps.service,
  });
}
