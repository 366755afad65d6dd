import { gameSheetViewSchema, statSheetOperationSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import { contentIdParamsSchema } from '../content-sections/content-section.routes.ts';
import type { GameSheetService } from './game-sheet.service.ts';

/** GET /api/games/:id/sheet and POST /api/games/:id/sheet/operations { operation }. */
export function registerGameSheetRoutes(app: FastifyInstance, deps: { service: GameSheetService }): void {
  const tags = ['games'];
  app.get(
    '/api/games/:id/sheet',
    {
      schema: { tags, params: contentIdParamsSchema, response: { 200: gameSheetViewSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params as { id: string };
      return deps.service.get(teamScopeOf(request), id);
    },
  );
  app.post(
    '/api/games/:id/sheet/operations',
    {
      schema: {
        tags,
        params: contentIdParamsSchema,
        body: z.object({ operation: statSheetOperationSchema }),
        response: { 200: gameSheetViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params as { id: string };
      const { operation } = request.body as { operation: z.output<typeof statSheetOperationSchema> };
      return deps.service.apply(teamScopeOf(request), id, operation);
    },
  );
}
