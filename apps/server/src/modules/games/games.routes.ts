import {
  contentListQuerySchema,
  gameInputSchema,
  gameOptionsSchema,
  gameSchema,
  linkedContentDeleteQuerySchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';
import type { GamesService } from './games.service.ts';

/**
 * /api/games (?seasonId= narrows the list), /api/games/:id (DELETE takes ?tickets=remove) and
 * /api/games/options, what the game editor offers.
 */
export function registerGamesRoutes(app: FastifyInstance, deps: { service: GamesService }) {
  registerSectionReadRoute(app, {
    path: '/api/games/options',
    tag: 'games',
    response: gameOptionsSchema,
    read: (scope) => deps.service.options(scope),
  });
  registerContentSectionRoutes(app, {
    path: '/api/games',
    tag: 'games',
    input: gameInputSchema,
    record: gameSchema,
    listQuery: contentListQuerySchema.extend({ seasonId: z.string().max(100).optional() }),
    deleteQuery: linkedContentDeleteQuerySchema,
    service: {
      ...deps.service,
      remove: (teamId, id, options: z.output<typeof linkedContentDeleteQuerySchema>) =>
        deps.service.remove(teamId, id, options.tickets),
    },
  });
}
