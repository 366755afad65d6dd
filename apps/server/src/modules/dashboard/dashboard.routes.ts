import { dashboardOverviewSchema, dashboardResponseSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface DashboardRouteDeps {
  service: DashboardService;
}

/**
 * GET /api/dashboard: the signed-in team's content counts (non-deleted records); GET
 * /api/dashboard/overview: its setup checklist, next home game, recent submissions and orders, and
 * this week's visitors and sales.
 */
export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      schema: { tags: ['dashboard'], response: { 200: dashboardResponseSchema } },
    },
    async (request, reply) => {
      const counts = await deps.service.countContent(teamScopeOf(request));
      reply.header('cache-control', 'no-store');
      return { counts };
    },
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dashboard/overview',
      { schema: { tags: ['dashboard'], response: { 200: dashboardOverviewSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.service.getOverview(teamScopeOf(request));
      },
    );
}
