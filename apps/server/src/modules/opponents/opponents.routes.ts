import { opponentInputSchema, opponentSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { OpponentsService } from './opponents.service.ts';

/** /api/opponents and /api/opponents/:id for the signed-in team. */
export function registerOpponentsRoutes(app: FastifyInstance, deps: { service: OpponentsService }): void {
  registerContentSectionRoutes(app, {
    path: '/api/opponents',
    tag: 'opponents',
    input: opponentInputSchema,
    record: opponentSchema,
    service: deps.service,
  });
}
