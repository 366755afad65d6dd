import { websiteDesignResponseSchema, websiteDesignUpdateSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { WebsiteDesignService } from './website-design.service.ts';
import { registerSliceRoutes } from './website-slices.routes.ts';

/** The signed-in team's Website → Design: GET and PUT /api/website/design, never cached. */
export function registerWebsiteDesignRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteDesignService },
): void {
  registerSliceRoutes(app, {
    path: '/api/website/design',
    body: websiteDesignUpdateSchema,
    response: websiteDesignResponseSchema,
    read: (scope) => deps.service.getDesign(scope),
    save: (teamId, body) => deps.service.updateDesign(teamId, body),
  });
}
