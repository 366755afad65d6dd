import { playerInputSchema, playerSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { PlayersService } from './players.service.ts';

/**
 * /api/roster and /api/alumni (each with /:id) for the signed-in team: the two sub-sections of
 * Roster, over one players table.
 */
export function registerPlayersRoutes(
  app: FastifyInstance,
  deps: { roster: PlayersService; alumni: PlayersService },
): void {
  for (const [path, service] of [
    ['/api/roster', deps.roster],
    ['/api/alumni', deps.alumni],
  ] as const) {
    registerContentSectionRoutes(app, {
      path,
      tag: 'roster',
      input: playerInputSchema,
      record: playerSchema,
      service,
    });
  }
}
