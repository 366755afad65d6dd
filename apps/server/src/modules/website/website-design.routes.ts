import { websiteDesignResponseSchema, websiteDesignUpdateSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../accounts/session-guard.ts';
import type { WebsiteDesignService } from './website-design.service.ts';

const tags = ['website'];
const designUrl = '/api/website/design';

/** The signed-in team's Website → Design: GET and PUT /api/website/design, never cached. */
export function registerWebsiteDesignRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteDesignService; guard: SessionGuard },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before body validation, so a signed-out request learns nothing but 401.
  const preValidation = deps.guard.requireTeam;

  r.get(
    designUrl,
    { preValidation, schema: { tags, response: { 200: websiteDesignResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.getDesign(request.sessionTeam!.teamId);
    },
  );

  r.put(
    designUrl,
    {
      preValidation,
      schema: { tags, body: websiteDesignUpdateSchema, response: { 200: websiteDesignResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.updateDesign(request.sessionTeam!.teamId, request.body);
    },
  );
}
