import { websiteInfoResponseSchema, websiteInfoUpdateSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../accounts/session-guard.ts';
import type { WebsiteService } from './website.service.ts';

const tags = ['website'];

/** The signed-in team's website settings: GET and PUT /api/website/info. */
export function registerWebsiteRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteService; guard: SessionGuard },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before body validation, so a signed-out request learns nothing but 401.
  const preValidation = deps.guard.requireTeam;

  r.get(
    '/api/website/info',
    { preValidation, schema: { tags, response: { 200: websiteInfoResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { info: await deps.service.getInfo(request.sessionTeam!.teamId) };
    },
  );

  r.put(
    '/api/website/info',
    {
      preValidation,
      schema: { tags, body: websiteInfoUpdateSchema, response: { 200: websiteInfoResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { info: await deps.service.updateInfo(request.sessionTeam!.teamId, request.body) };
    },
  );
}
