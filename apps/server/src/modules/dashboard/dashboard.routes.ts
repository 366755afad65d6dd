import { dashboardResponseSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

export interface DashboardRouteDeps {
  db: DbOrTx;
}

/** GET /api/dashboard: the signed-in team's content counts (non-deleted records). */
export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      schema: { tags: ['dashboard'], response: { 200: dashboardResponseSchema } },
    },
    async (request, reply) => {
      const { teamId } = teamScopeOf(request);
      const counts = await createDashboardRepository(deps.db, createTeamScope(teamId)).countContent();
      reply.header('cache-control', 'no-store');
      return { counts };
    },
  );
}
