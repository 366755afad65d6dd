import { accountMessages, dashboardCountsSchema } from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

export const dashboardResponseSchema = z.object({ counts: dashboardCountsSchema });

export interface DashboardRouteDeps {
  db: DbOrTx;
  /** The signed-in team's id; null (or a thrown 401) when signed out. */
  getTeamId(request: FastifyRequest): Promise<string | null>;
}

/** GET /api/dashboard: the signed-in team's content counts (non-deleted records). */
export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dashboard',
      { schema: { tags: ['dashboard'], response: { 200: dashboardResponseSchema } } },
      async (request, reply) => {
        const teamId = await deps.getTeamId(request);
        if (!teamId) throw new AppError('unauthorized', accountMessages.signInRequired);
        const counts = await createDashboardRepository(deps.db, createTeamScope(teamId)).countContent();
        reply.header('cache-control', 'no-store');
        return { counts };
      },
    );
}
