import { sampleContentRemovalSchema, sampleContentResponseSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { SampleContentService } from './sample-content.service.ts';

const tags = ['sample-content'];

/**
 * GET /api/sample-content (the sample records left) and POST /api/sample-content/removal (remove
 * what is not in use; answers what went and what stayed, and why), for the signed-in team.
 */
export function registerSampleContentRoutes(
  app: FastifyInstance,
  deps: { service: SampleContentService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/sample-content',
    { schema: { tags, response: { 200: sampleContentResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.list(teamScopeOf(request));
    },
  );
  r.post(
    '/api/sample-content/removal',
    { schema: { tags, response: { 200: sampleContentRemovalSchema } } },
    async (request) => deps.service.removeAll(teamScopeOf(request)),
  );
}
