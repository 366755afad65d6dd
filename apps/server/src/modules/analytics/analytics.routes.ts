import { analyticsQuerySchema, storeAnalyticsSchema, websiteAnalyticsSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];

/** GET /api/analytics/website and /api/analytics/store: the signed-in team's figures for a range of days. */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: { service: AnalyticsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/analytics/website',
    { schema: { tags, querystring: analyticsQuerySchema, response: { 200: websiteAnalyticsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.website(teamScopeOf(request), request.query);
    },
  );
  r.get(
    '/api/analytics/store',
    { schema: { tags, querystring: analyticsQuerySchema, response: { 200: storeAnalyticsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.store(teamScopeOf(request), request.query);
    },
  );
}
