import { preDevelopedSeasonsResponseSchema, seasonInputSchema, seasonSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';
import type { SeasonsService } from './seasons.service.ts';

/** /api/seasons, /api/seasons/:id and the read-only /api/seasons/predeveloped of the team's sport. */
export function registerSeasonsRoutes(app: FastifyInstance, deps: { service: SeasonsService }): void {
  registerSectionReadRoute(app, {
    path: '/api/seasons/predeveloped',
    tag: 'seasons',
    response: preDevelopedSeasonsResponseSchema,
    read: (scope) => deps.service.listPreDeveloped(scope),
  });
  registerContentSectionRoutes(app, {
    path: '/api/seasons',
    tag: 'seasons',
    input: seasonInputSchema,
    record: seasonSchema,
    service: deps.service,
  });
}
