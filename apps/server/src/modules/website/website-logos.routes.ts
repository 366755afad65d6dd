import { websiteLogosResponseSchema, websiteLogosUpdateSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../accounts/session-guard.ts';
import type { WebsiteLogosService } from './website-logos.service.ts';

const tags = ['website'];

/** The signed-in team's logos: GET and PUT /api/website/logos. */
export function registerWebsiteLogosRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteLogosService; guard: SessionGuard },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before body validation, so a signed-out request learns nothing but 401.
  const preValidation = deps.guard.requireTeam;

  r.get(
    '/api/website/logos',
    { preValidation, schema: { tags, response: { 200: websiteLogosResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.getLogos(request.sessionTeam!.teamId);
    },
  );

  r.put(
    '/api/website/logos',
    {
      preValidation,
      schema: { tags, body: websiteLogosUpdateSchema, response: { 200: websiteLogosResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.updateLogos(request.sessionTeam!.teamId, request.body);
    },
  );
}
