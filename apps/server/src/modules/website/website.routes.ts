import { websiteInfoResponseSchema, websiteInfoUpdateSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { WebsiteService } from './website.service.ts';
import { registerSliceRoutes } from './website-slices.routes.ts';

/** The signed-in team's website settings: GET and PUT /api/website/info. */
export function registerWebsiteRoutes(app: FastifyInstance, deps: { service: WebsiteService }): void {
  registerSliceRoutes(app, {
    path: '/api/website/info',
    body: websiteInfoUpdateSchema,
    response: websiteInfoResponseSchema,
    read: async (scope) => ({ info: await deps.service.getInfo(scope) }),
    save: async (teamId, body) => ({ info: await deps.service.updateInfo(teamId, body) }),
  });
}
