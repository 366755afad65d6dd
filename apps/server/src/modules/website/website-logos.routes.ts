import { websiteLogosResponseSchema, websiteLogosUpdateSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { WebsiteLogosService } from './website-logos.service.ts';
import { registerSliceRoutes } from './website-slices.routes.ts';

/** The signed-in team's logos: GET and PUT /api/website/logos. */
export function registerWebsiteLogosRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteLogosService },
): void {
  registerSliceRoutes(app, {
    path: '/api/website/logos',
    body: websiteLogosUpdateSchema,
    response: websiteLogosResponseSchema,
    read: (scope) => deps.service.getLogos(scope),
    save: (teamId, body) => deps.service.updateLogos(teamId, body),
  });
}
