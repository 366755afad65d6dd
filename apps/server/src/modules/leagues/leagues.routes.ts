import { leagueInputSchema, leagueSchema, preDevelopedLeaguesResponseSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';
import type { LeaguesService } from './leagues.service.ts';

/** /api/leagues, /api/leagues/:id and the read-only /api/leagues/predeveloped of the team's sport. */
export function registerLeaguesRoutes(app: FastifyInstance, deps: { service: LeaguesService }): void {
  registerSectionReadRoute(app, {
    path: '/api/leagues/predeveloped',
    tag: 'leagues',
    response: preDevelopedLeaguesResponseSchema,
    read: (scope) => deps.service.listPreDeveloped(scope),
  });
  registerContentSectionRoutes(app, {
    path: '/api/leagues',
    tag: 'leagues',
    input: leagueInputSchema,
    record: leagueSchema,
    service: deps.service,
  });
}
