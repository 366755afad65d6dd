import { websiteImagesResponseSchema, websiteImagesUpdateSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { WebsiteImagesService } from './website-images.service.ts';
import { registerSliceRoutes } from './website-slices.routes.ts';

/** GET and PUT /api/website/images: the signed-in team's website image slots. */
export function registerWebsiteImagesRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteImagesService },
): void {
  registerSliceRoutes(app, {
    path: '/api/website/images',
    body: websiteImagesUpdateSchema,
    response: websiteImagesResponseSchema,
    read: (scope) => deps.service.getImages(scope),
    save: (teamId, body) => deps.service.updateImages(teamId, body),
  });
}
